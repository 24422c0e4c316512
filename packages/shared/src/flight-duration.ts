import type { TLanguage } from './languages';

/** A flight's duration as stored ('3h 0m', the spec's text) in a language: Thai '3 ชม. 0 นาที'; anything else as is. */
export function flightDurationIn(duration: string, language: TLanguage): string {
  const match = language === 'th' ? /^(\d+)h (\d+)m$/.exec(duration.trim()) : null;
  return match ? `${match[1]} ชม. ${match[2]} นาที` : duration;
}
