/**
 * Walks one XML part of a workbook with saxes, a maintained conforming XML tokenizer: both
 * attribute quote styles, CDATA, the predefined entities and character references read as the
 * XML spec says. Element names come without their namespace prefix (`x:row` is `row`: writers
 * differ in prefixes, never in local names), and each element carries its effective `xml:space`.
 * Malformed XML, a DOCTYPE (OOXML forbids DTDs; saxes expands no entities from them anyway) or
 * nesting past MAX_XML_DEPTH throws, so a broken part is refused rather than half read.
 */
import { SaxesParser } from 'saxes';

export interface XmlVisitor {
  /** An element starts; `preserve` is its `xml:space="preserve"`, own or inherited. */
  open?(name: string, attrs: Readonly<Record<string, string>>, preserve: boolean): void;
  /** Character data (text or CDATA) directly inside the innermost open element. */
  text?(text: string): void;
  close?(name: string): void;
}

/** Bytes decoded per write: the part is never held as one string besides its bytes. */
const SLICE = 1 << 20;
/**
 * Elements open at once. SpreadsheetML nests about ten deep; without a bound, 4 MB of unclosed
 * `<row><c><v>` keeps a million open elements alive and takes seconds before failing.
 */
export const MAX_XML_DEPTH = 64;

const local = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Feeds the UTF-8 bytes of one part through saxes, calling the visitor in document order.
 * @example walkXml(bytes, { open: (name, attrs) => name === 'sheet' && names.push(attrs.name ?? '') })
 */
export function walkXml(bytes: Uint8Array, v: XmlVisitor): void {
  const parser = new SaxesParser({ xmlns: false, position: false });
  const space: boolean[] = [false];
  parser.on('doctype', () => { throw new Error('xml part with a DOCTYPE'); });
  parser.on('opentag', (tag) => {
    const own = tag.attributes['xml:space'];
    const preserve = own === undefined ? space[space.length - 1]! : own === 'preserve';
    if (space.length > MAX_XML_DEPTH) throw new Error(`xml nested deeper than ${MAX_XML_DEPTH} elements`);
    space.push(preserve);
    v.open?.(local(tag.name), tag.attributes, preserve);
  });
  parser.on('closetag', (tag) => {
    space.pop();
    v.close?.(local(tag.name));
  });
  if (v.text) {
    parser.on('text', v.text);
    parser.on('cdata', v.text);
  }
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for (let at = 0; at < bytes.length; at += SLICE) {
    parser.write(decoder.decode(bytes.subarray(at, at + SLICE), { stream: at + SLICE < bytes.length }));
  }
  parser.close();
}

/** XML whitespace at either end of a text, which `xml:space="default"` leaves to the reader to drop (Excel drops it). */
export const trimXmlSpace = (s: string) => s.replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, '');

/**
 * Collects the visible text of a string item (`<si>` or `<is>`): its `<t>`, or the `<t>` of each
 * rich-text run `<r>`, joined; phonetic guides (`<rPh>`) are skipped.
 */
export class RichText {
  private phonetic = 0;
  private inT = false;
  private preserve = false;
  private run = '';
  private whole = '';

  open(name: string, preserve: boolean): void {
    if (name === 'rPh') this.phonetic++;
    else if (name === 't' && this.phonetic === 0) {
      this.inT = true;
      this.preserve = preserve;
      this.run = '';
    }
  }

  text(text: string): void {
    if (this.inT) this.run += text;
  }

  close(name: string): void {
    if (name === 'rPh') this.phonetic--;
    else if (name === 't' && this.inT) {
      this.whole += this.preserve ? this.run : trimXmlSpace(this.run);
      this.inT = false;
    }
  }

  /** The text so far; starts the next item. */
  take(): string {
    const s = this.whole;
    this.whole = '';
    this.phonetic = 0;
    this.inT = false;
    return s;
  }
}
