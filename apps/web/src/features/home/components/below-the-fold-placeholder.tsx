/**
 * Stands in for BelowTheFold while its code loads: the same section ids at about the same heights, so the
 * header's About, Deals and Contact anchors land where the sections will be.
 */
export function BelowTheFoldPlaceholder() {
  return (
    <div aria-hidden>
      <div id="about" className="min-h-[72rem] sm:min-h-[40rem] lg:min-h-[27rem]" />
      <div id="deals" className="min-h-[22rem] px-4 sm:px-6 lg:min-h-[17rem] lg:px-8" />
      <div id="contact" className="min-h-[32rem] lg:min-h-[20rem]" />
    </div>
  );
}
