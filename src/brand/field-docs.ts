/**
 * The one-line description of every field of fields.ts, for the published JSON Schema. Build-time
 * text: the widget never shows it, so it stays out of the widget's bundle (fields.ts is in the
 * first load). A Node test checks that every field has a description and nothing else has one.
 */

const buttonDocs = (name: string, root: string) => ({
  [`${name}.background`]: `Button fill; follows ${root}.`,
  [`${name}.text`]: 'Button label.',
  [`${name}.hover`]: 'Fill on hover; derived from the background (10% black) until set.',
  [`${name}.pressed`]: 'Fill when pressed; derived from the background (18% black).',
  [`${name}.border`]: 'Button border.',
});

export const FIELD_DESCRIPTIONS: Readonly<Record<string, string>> = {
  primary: 'Key brand colour: buttons, rating stars, selected states.',
  secondary: 'Supporting elements, secondary buttons.',
  radius: 'Corner radius of cards, images, containers; buttons and chips follow it until set.',
  font: 'Font for all text (a CSS font-family list).',
  headingFont: 'Headings; follows font until set.',
  headingScale:
    'Scales all headings, a number from 0.25 to 4 written as a string; "1.25" is 25% larger.',
  logoHeight: 'Logo height in the navbar and email header.',
  primaryTint: 'Pale fill behind selected chips and highlights.',
  secondaryTint: 'Pale fill behind selected options.',
  'page.background': 'Page background behind content.',
  'page.text': 'Body text.',
  'page.textMuted': 'Labels, placeholders, captions, hints.',
  'page.link': 'Link text; follows button.textButton.',
  'page.icon': 'Icons in page; follows body text.',
  'page.focusRing': 'Keyboard focus outline.',
  'page.scrim': 'Backdrop behind dialogs, drawers, popups.',
  'page.divider': 'Hairline rules, web and emails.',
  'card.background': 'Cards, panels, price and options sections.',
  'card.border': 'Card borders.',
  'card.shadow': 'Large soft shadow; none gives a flat look.',
  'card.softShadow': 'Small raised elements.',
  'field.background': 'Inputs, dropdown triggers, card fields, selection controls.',
  'field.border': 'Input borders.',
  'field.radius': 'Input and selector corners; independent of radius.',
  'menu.background': 'Dropdown panels.',
  'menu.border': 'Dropdown outline.',
  ...buttonDocs('primaryButton', 'primary'),
  ...buttonDocs('secondaryButton', 'secondary'),
  'button.textButton': 'Text button; follows primary.',
  'button.disabled': 'Disabled buttons.',
  'button.shadow': 'Button shadow; 0 or none for none.',
  'button.hoverOnLightFill': 'Strength of the black overlay on hover for light fills.',
  'button.hoverOnDarkFill': 'Strength of the white overlay on hover for dark fills.',
  'button.radius': 'Button corners; follows radius until set.',
  'chip.radius': 'Chip corners; follows radius until set.',
  'search.radius': 'Navigation search and location search corners.',
  'navbar.background': 'Navbar fill, independent of the page background.',
  'navbar.backgroundImage': 'Gradient painted over the navbar colour on the web only.',
  'navbar.text': 'Navbar labels and menu text.',
  'navbar.icon': 'Navbar icons; follows navbar.text.',
  'navbar.border': 'Navbar bottom border.',
  'navbar.shadow': 'Navbar shadow.',
  'footer.background': 'Footer fill, web and emails.',
  'footer.backgroundImage': 'Gradient painted over the footer colour on the web only.',
  'footer.text': 'Footer text, web and emails.',
  'footer.link': 'Footer links; follows footer.text.',
  'footer.border': 'Footer top border.',
  'footer.paddingBottom': 'Space under the footer content.',
  'status.error': 'Errors, destructive actions, Music category tag.',
  'status.errorBackground': 'Fill behind error messages.',
  'status.success': 'Success, Sport category tag.',
  'status.successBackground': 'Fill behind success messages.',
  'status.warning': 'Warnings, Theatre category tag.',
  'status.warningBackground': 'Fill behind warnings.',
  'status.info': 'Info, reservation timers, Activity and marketing tags.',
  'status.infoBackground': 'Fill behind info messages.',
  ...Object.fromEntries(
    ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900'].map((k) => [
      `neutral.${k}`,
      `Neutral grey ${k}.`,
    ]),
  ),
};

/**
 * Which surface each field styles, as src/surfaces/email.ts and ticket.ts use them: every
 * styling field styles the widget (its --tessera-* property); these also style the order
 * confirmation email or the e-ticket PDF (always light: the light values, on white paper).
 */
const EMAIL_FIELDS = new Set([
  'colorScheme',
  'font',
  'headingFont',
  'logoHeight',
  'logo',
  'logoDark',
  'page.background',
  'page.text',
  'page.textMuted',
  'page.divider',
  'navbar.background',
  'navbar.text',
  'navbar.border',
  'navbar.logo',
  'footer.background',
  'footer.text',
  'footer.link',
  'footer.border',
  'footer.paddingBottom',
  'footer.logo',
]);
const TICKET_FIELDS = new Set([
  'primary',
  'logoHeight',
  'logo',
  'page.text',
  'page.textMuted',
  'page.divider',
]);
/** Fields that do not style the widget. */
const NOT_WIDGET = new Set(['footer.logo']);

/** The surfaces a field (dotted path, or a top-level key) styles. */
function fieldSurfaces(path: string): ('widget' | 'email' | 'e-ticket')[] {
  return [
    ...(NOT_WIDGET.has(path) ? [] : (['widget'] as const)),
    ...(EMAIL_FIELDS.has(path) ? (['email'] as const) : []),
    ...(TICKET_FIELDS.has(path) ? (['e-ticket'] as const) : []),
  ];
}

const SURFACE_NAMES = {
  widget: 'the widget',
  email: 'the order email',
  'e-ticket': 'the e-ticket',
};

/**
 * The sentence the schema's descriptions end with: "Surfaces: the widget, the order email." A dark
 * value never reaches the e-ticket (always light).
 */
export function surfacesNote(path: string, dark = false): string {
  const names = fieldSurfaces(path)
    .filter((s) => !dark || s !== 'e-ticket')
    .map((s) => SURFACE_NAMES[s]);
  return `Surfaces: ${names.join(', ')}.`;
}
