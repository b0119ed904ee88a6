import { msg, str } from '@lit/localize';

/**
 * Display names of the venue's sections. A venue SVG names a section by a code (`data-section`:
 * "STALLS", "A"); the API's price bands name it for people ("Stalls", "Section A"). The parent
 * passes what it knows and the map matches it to the plan's codes.
 */

/** A section as the API names it: the band's section_id and section_name. */
export interface SectionName {
  id?: string;
  name: string;
}

const SECTION_WORD = /^section\s+/i;

/** Case and a leading "Section " do not tell two section names apart. */
function key(text: string): string {
  return text.trim().replace(SECTION_WORD, '').toLocaleLowerCase('en');
}

/**
 * The display name of a plan code: the section whose id equals the code (ignoring case) first,
 * then one whose name equals it ignoring case and a leading "Section "; undefined when none does.
 */
export function displayName(code: string, sections: readonly SectionName[]): string | undefined {
  if (!code) return undefined;
  const lower = code.trim().toLocaleLowerCase('en');
  const byId = sections.find((s) => s.id?.trim().toLocaleLowerCase('en') === lower);
  const found = byId ?? sections.find((s) => key(s.name) === key(code));
  return found?.name.trim() || undefined;
}

/**
 * What a seat's section is called: its display name, else "Section <code>" (never
 * "Section Section A" when the code already says it).
 */
export function sectionLabel(code: string, name: string | undefined): string {
  if (name) return name;
  return SECTION_WORD.test(code) ? code : msg(str`Section ${code}`);
}
