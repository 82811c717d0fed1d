/**
 * Finds the elements of one tag in XML text in a single pass. Regular expressions with lazy
 * `[\s\S]*?` bodies rescan the rest of the text for every unclosed start tag, so a sheet of
 * 20 MB of `<row>` would take hours; here every position is read a bounded number of times, and
 * an unclosed element ends the search (no later one can be closed either).
 */

export interface XmlElement {
  /** The start tag's attribute text. */
  readonly attrs: string;
  /** What lies between the start and end tags; '' for `<x/>`. */
  readonly inner: string;
  /** Offsets of the element's first character and of the one after it. */
  readonly start: number;
  readonly end: number;
}

const openers = new Map<string, RegExp>();
const closers = new Map<string, RegExp>();

/**
 * Elements named `tag` (any namespace prefix) in `xml`, in order, not nested in each other.
 * @example [...xmlElements('<row r="1"><c/></row>', 'row')] // [{ attrs: ' r="1"', inner: '<c/>', start: 0, end: 21 }]
 */
export function* xmlElements(xml: string, tag: string): Generator<XmlElement> {
  let open = openers.get(tag);
  if (!open) openers.set(tag, (open = new RegExp(`<(?:\\w+:)?${tag}(?=[\\s/>])`, 'g')));
  let close = closers.get(tag);
  if (!close) closers.set(tag, (close = new RegExp(`</(?:\\w+:)?${tag}\\s*>`, 'g')));
  let pos = 0;
  for (;;) {
    open.lastIndex = pos;
    const start = open.exec(xml);
    if (!start) return;
    const gt = xml.indexOf('>', open.lastIndex);
    if (gt < 0) return;
    const tagText = xml.slice(open.lastIndex, gt);
    // Positions are taken before yielding: the caller may scan other text with the same tag meanwhile.
    if (tagText.endsWith('/')) {
      pos = gt + 1;
      yield { attrs: tagText.slice(0, -1), inner: '', start: start.index, end: pos };
      continue;
    }
    close.lastIndex = gt + 1;
    const end = close.exec(xml);
    if (!end) return;
    pos = close.lastIndex;
    yield { attrs: tagText, inner: xml.slice(gt + 1, end.index), start: start.index, end: pos };
  }
}

/** The first element named `tag`, or null. */
export function firstXmlElement(xml: string, tag: string): XmlElement | null {
  for (const e of xmlElements(xml, tag)) return e;
  return null;
}
