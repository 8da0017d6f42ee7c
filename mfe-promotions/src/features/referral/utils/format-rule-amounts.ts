import { sanitizedHtml } from 'platform-ui';

/** The plain spellings a platform text uses for an amount: "1,000.00" and "1000.00" (2 decimals, English marks). */
function plainSpellings(amount: number): string[] {
  const grouped = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
  return [grouped, grouped.replace(/,/g, '')];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The referral rules are the platform's HTML, written by the operator, and name the programme's
 * amounts as bare figures ("you receive <strong>10.00</strong>"): no currency and English marks in a
 * Vietnamese page, beside "$10,00" in the list above them (issue 36). This writes, in the text only
 * (never in a tag or an attribute), each bare spelling of a known amount in the page's money
 * format. A figure already written with a currency symbol ("$10.00"), or that is part of a longer
 * number ("110.00", "10.005"), is left as it is. The result is sanitized markup, and still goes
 * through SafeHtml.
 */
export function formatRuleAmounts(html: string, amounts: readonly number[], money: (amount: number) => string): string {
  const known = amounts.filter((amount) => Number.isFinite(amount));
  if (known.length === 0 || typeof document === 'undefined') return html;
  // One pass over each text, so that a figure just written is never read again.
  const texts = new Map<string, string>();
  for (const amount of known) for (const spelling of plainSpellings(amount)) if (!texts.has(spelling)) texts.set(spelling, money(amount));
  const spellings = [...texts.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}\\p{Sc}.,])(?:${spellings.join('|')})(?![\\p{N}]|[.,]\\p{N})`, 'gu');
  // A template's content is inert: parsing it runs no script and fetches no image. It parses the
  // markup as the kit's HTML policy leaves it (the page takes no other HTML: Trusted Types), and
  // SafeHtml gives the result the same policy again.
  const template = document.createElement('template');
  template.innerHTML = sanitizedHtml(html);
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_TEXT);
  let changed = false;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const before = node.nodeValue ?? '';
    const after = before.replace(pattern, (spelling) => texts.get(spelling) ?? spelling);
    if (after !== before) {
      node.nodeValue = after;
      changed = true;
    }
  }
  return changed ? template.innerHTML : html;
}
