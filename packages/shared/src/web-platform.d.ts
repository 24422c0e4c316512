/**
 * The web platform APIs shared code may use: browsers and Node 20 both provide them. The shared package
 * is compiled with neither the DOM's types nor Node's, so that it cannot use what only one side has.
 */
declare class URLSearchParams {
  constructor(init?: Record<string, string>);
  toString(): string;
}
