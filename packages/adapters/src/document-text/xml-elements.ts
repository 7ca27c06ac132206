import { Parser } from "htmlparser2";

export interface XmlElement {
  /** The element's name without its namespace prefix (`dc:title` → `title`). */
  name: string;
  attributes: Record<string, string>;
  /** The text directly inside it (entities decoded), not its children's. */
  text: string;
}

/** Every element of an XML document in document order (package files of docx and epub). */
export function xmlElements(xml: string): XmlElement[] {
  const elements: XmlElement[] = [];
  const open: XmlElement[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const element = { name: name.slice(name.indexOf(":") + 1), attributes, text: "" };
        elements.push(element);
        open.push(element);
      },
      ontext(text) {
        const element = open.at(-1);
        if (element) element.text += text;
      },
      onclosetag() {
        open.pop();
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(xml);
  parser.end();
  return elements;
}
