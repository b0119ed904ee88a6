/**
 * Checks a screenshot can be judged by: no horizontal overflow, no clipped text, no button label
 * on two lines, axe clean, and non-text contrast (icons and control boundaries at least 3:1
 * against what is behind them).
 * Shared by the screenshot suite and the locale shots.
 */
import type { Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { expect } from './flow.js';

const require = createRequire(import.meta.url);
const AXE = require.resolve('axe-core/axe.min.js');

/**
 * Overflow of the page and of the widget, in px (0 when it fits); when either overflows, the
 * innermost elements that reach past the screen's edge too, so a failure names them.
 */
export function horizontalOverflow(page: Page) {
  return page.evaluate(() => {
    const doc = document.documentElement;
    const root = document.querySelector('tessera-booking')!.shadowRoot!.querySelector('.root')!;
    const found = {
      page: Math.max(0, doc.scrollWidth - doc.clientWidth),
      widget: Math.max(0, root.scrollWidth - root.clientWidth),
    };
    if (!found.page && !found.widget) return found;
    const width = doc.clientWidth;
    const out = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && (r.right > width + 1 || r.left < -1);
    };
    const culprits: string[] = [];
    const visit = (node: ParentNode) => {
      for (const el of node.querySelectorAll('*')) {
        if (el.shadowRoot) visit(el.shadowRoot);
        const inner = [...el.children, ...(el.shadowRoot?.children ?? [])].some(out);
        if (out(el) && !inner && culprits.length < 5) {
          const r = el.getBoundingClientRect();
          const text = ((el as HTMLElement).innerText ?? '').trim().slice(0, 40);
          culprits.push(
            `<${el.localName}.${String(el.className).trim().replace(/\s+/g, '.')}> "${text}" ${Math.round(r.left)}..${Math.round(r.right)}`,
          );
        }
      }
    };
    visit(document.querySelector('tessera-booking')!.shadowRoot!);
    return { ...found, culprits };
  });
}

/**
 * The colour arithmetic both page-side checks use, from one source: any CSS colour (rgb, oklch,
 * color-mix…) as 0-255 channels and 0-1 alpha via a canvas, a translucent colour laid over
 * another, WCAG's relative luminance and contrast ratio, and an element's parent across slots
 * and shadow roots. Put into the page as `window.__shotKit` (a page function cannot share code).
 */
function colourKit() {
  type RGBA = [number, number, number, number];
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
  const parse = (css: string): RGBA => {
    ctx.clearRect(0, 0, 1, 1);
    ctx.fillStyle = '#00000000';
    ctx.fillStyle = css;
    ctx.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data as unknown as number[];
    return [r!, g!, b!, a! / 255];
  };
  const over = (top: RGBA, below: RGBA): RGBA => {
    const a = top[3];
    return [0, 1, 2].map((i) => top[i]! * a + below[i]! * (1 - a)).concat(1) as RGBA;
  };
  const luminance = ([r, g, b]: RGBA) => {
    const lin = (c: number) => {
      const v = c / 255;
      return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  };
  const ratio = (a: RGBA, b: RGBA) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  };
  const parentOf = (el: Element): Element | null =>
    el.assignedSlot ?? el.parentElement ?? ((el.getRootNode() as ShadowRoot).host || null);
  return { parse, over, luminance, ratio, parentOf };
}
type ColourKit = ReturnType<typeof colourKit>;

/** Puts colourKit into the page (once per document). */
function installColourKit(page: Page) {
  return page.evaluate(`window.__shotKit ??= (${colourKit.toString()})()`);
}

/**
 * Every visible button, label, heading and role=button in the widget's shadow trees whose text
 * is cut: by overflow hidden or clip in a direction it overflows, or by an ellipsis.
 */
export function clippedText(page: Page) {
  return page.evaluate(() => {
    const SELECTOR = 'button, label, h1, h2, h3, h4, h5, h6, [role="button"]';
    const found: string[] = [];
    const clips = (v: string) => v === 'hidden' || v === 'clip';
    const visit = (root: ShadowRoot) => {
      for (const el of root.querySelectorAll<HTMLElement>(SELECTOR)) {
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        // Not on screen, or visually hidden for screen readers only (1 px boxes).
        if (style.visibility === 'hidden' || box.width <= 2 || box.height <= 2) continue;
        const wide = el.scrollWidth > el.clientWidth + 1;
        const tall = el.scrollHeight > el.clientHeight + 1;
        const cut =
          (wide && (clips(style.overflowX) || style.textOverflow === 'ellipsis')) ||
          (tall && clips(style.overflowY));
        if (cut) {
          const text = (el.innerText || el.getAttribute('aria-label') || '').trim().slice(0, 60);
          found.push(
            `<${el.localName}${el.className ? `.${String(el.className).replace(/\s+/g, '.')}` : ''}> "${text}" ` +
              `scroll ${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight}`,
          );
        }
      }
      for (const el of root.querySelectorAll('*')) if (el.shadowRoot) visit(el.shadowRoot);
    };
    visit(document.querySelector('tessera-booking')!.shadowRoot!);
    return found;
  });
}

/**
 * Every visible button whose words run onto a second line (BUYER-WALK: "no clipped or wrapped
 * labels"): each text node of a button, role=button or role=tab is measured on its own, so a
 * button laid out on purpose in lines (a performance's time, then its price) is not one.
 */
export function wrappedLabels(page: Page) {
  return page.evaluate(() => {
    const SELECTOR = 'button, [role="button"], [role="tab"]';
    const found: string[] = [];
    const shown = (el: Element, upTo: Element) => {
      for (let e: Element | null = el; e; e = e === upTo ? null : e.parentElement) {
        const box = e.getBoundingClientRect();
        const style = getComputedStyle(e);
        if (box.width <= 2 || box.height <= 2 || style.visibility === 'hidden') return false;
      }
      return true;
    };
    const visit = (root: ShadowRoot) => {
      for (const el of root.querySelectorAll<HTMLElement>(SELECTOR)) {
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const text = n.textContent?.trim() ?? '';
          if (!text || !n.parentElement || !shown(n.parentElement, el)) continue;
          const range = document.createRange();
          range.selectNodeContents(n);
          const bottoms = [...range.getClientRects()]
            .filter((r) => r.width > 0)
            .map((r) => r.bottom)
            .sort((a, b) => a - b);
          const lines = bottoms.filter((b, i) => i === 0 || b - bottoms[i - 1]! > 4).length;
          if (lines > 1) {
            found.push(
              `<${el.localName}${el.className ? `.${String(el.className).trim().replace(/\s+/g, '.')}` : ''}> ` +
                `"${text.replace(/\s+/g, ' ').slice(0, 60)}" on ${lines} lines, ${Math.round(el.getBoundingClientRect().width)} px wide`,
            );
          }
        }
      }
      for (const el of root.querySelectorAll('*')) if (el.shadowRoot) visit(el.shadowRoot);
    };
    visit(document.querySelector('tessera-booking')!.shadowRoot!);
    return found;
  });
}

/**
 * Every visible button that reaches past its own box's edge: a label kept on one line that the
 * layout did not make room for spills out of its card without the page scrolling sideways.
 */
export function spilledButtons(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const visit = (root: ShadowRoot) => {
      for (const el of root.querySelectorAll<HTMLElement>('button, [role="button"]')) {
        const box = el.getBoundingClientRect();
        if (box.width <= 2 || box.height <= 2 || getComputedStyle(el).visibility === 'hidden')
          continue;
        let parent = el.parentElement ?? ((el.getRootNode() as ShadowRoot).host as HTMLElement);
        while (parent && getComputedStyle(parent).display === 'contents')
          parent =
            parent.parentElement ?? ((parent.getRootNode() as ShadowRoot).host as HTMLElement);
        if (!parent) continue;
        const room = parent.getBoundingClientRect();
        // A text button set to hang its padding outside its line (a negative margin) spills only
        // past that.
        const style = getComputedStyle(el);
        const hang = (margin: string) => Math.max(0, -Number.parseFloat(margin));
        const past = Math.max(
          room.left - box.left - hang(style.marginLeft),
          box.right - room.right - hang(style.marginRight),
        );
        if (past > 1) {
          const text = (el.innerText || el.getAttribute('aria-label') || '').trim().slice(0, 60);
          found.push(
            `<${el.localName}${el.className ? `.${String(el.className).trim().replace(/\s+/g, '.')}` : ''}> "${text}" ${Math.round(past)} px past <${parent.localName}.${String(parent.className).trim().replace(/\s+/g, '.')}>`,
          );
        }
      }
      for (const el of root.querySelectorAll('*')) if (el.shadowRoot) visit(el.shadowRoot);
    };
    visit(document.querySelector('tessera-booking')!.shadowRoot!);
    return found;
  });
}

/**
 * WCAG 1.4.11 over the widget's shadow trees, from the computed styles:
 * - an icon (an inline svg) needs one painted colour (fill or stroke) at 3:1 against the
 *   background behind it;
 * - a form field needs its border, or its own background, at 3:1 against what surrounds it;
 *   a button that draws a border or a background of its own needs the same (a text-only button
 *   is identified by its text, which axe checks at 4.5:1).
 * The background behind an element is found by walking up (across shadow boundaries) to the
 * first opaque background and laying the translucent ones above it on top. An element over a
 * background image is not judged (its colour behind cannot be read from styles). Disabled
 * controls and controls the browser draws itself (native radios and checkboxes) are exempt.
 */
export async function lowContrast(page: Page) {
  await installColourKit(page);
  return page.evaluate(() => {
    type RGBA = [number, number, number, number];
    const { parse, over, ratio, parentOf } = (window as unknown as { __shotKit: ColourKit })
      .__shotKit;
    const hex = (c: RGBA) =>
      '#' +
      c
        .slice(0, 3)
        .map((v) => Math.round(v).toString(16).padStart(2, '0'))
        .join('');
    /**
     * The colours behind `el`'s box, from `el` itself upwards: one, or one per colour stop where
     * the first opaque layer is a gradient; null over an image (its colours cannot be read).
     */
    const backgroundOf = (start: Element | null): RGBA[] | null => {
      const layers: RGBA[] = [];
      let base: RGBA[] = [[255, 255, 255, 1]]; // the canvas behind the page
      for (let el = start; el; el = parentOf(el)) {
        const style = getComputedStyle(el);
        if (style.backgroundImage.includes('url(')) return null;
        if (style.backgroundImage.includes('gradient(')) {
          const stops = style.backgroundImage.match(/(rgba?|oklch|oklab|lab|lch|color)\([^)]*\)/g);
          if (!stops) return null;
          // A gradient with no colour of its own (scroll shades fading to transparent) lies over
          // what is behind its element, not over the page's white.
          const own = parse(style.backgroundColor);
          const under = own[3] > 0 ? own : (backgroundOf(parentOf(el))?.[0] ?? [255, 255, 255, 1]);
          base = stops.map((stop) => over(parse(stop), under));
          break;
        }
        const colour = parse(style.backgroundColor);
        if (colour[3] > 0) layers.push(colour);
        if (colour[3] >= 0.999) {
          base = [layers.pop()!];
          break;
        }
      }
      return base.map((b) => layers.reduceRight<RGBA>((below, layer) => over(layer, below), b));
    };
    /** The lowest contrast of a colour against each of the backgrounds (each gradient stop). */
    const against = (colour: RGBA, behind: RGBA[]) =>
      Math.min(...behind.map((b) => ratio(over(colour, b), b)));
    const visible = (el: Element) => {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      return (
        style.visibility !== 'hidden' &&
        style.display !== 'none' &&
        Number(style.opacity) > 0.1 &&
        box.width > 2 &&
        box.height > 2
      );
    };
    const name = (el: Element) => {
      const label =
        el.getAttribute('aria-label') ??
        (el as HTMLElement).innerText?.trim().slice(0, 40) ??
        el.getAttribute('name') ??
        '';
      const cls = typeof el.className === 'string' && el.className ? `.${el.className}` : '';
      return `<${el.localName}${cls.replace(/\s+/g, '.')}> "${label}"`;
    };

    const found: string[] = [];
    const SHAPES = 'path, circle, rect, ellipse, line, polyline, polygon, text, use';
    const icon = (svg: SVGSVGElement) => {
      if (!visible(svg)) return;
      const behind = backgroundOf(parentOf(svg));
      if (!behind) return;
      let best = 0;
      const colours: string[] = [];
      for (const shape of [svg, ...svg.querySelectorAll(SHAPES)]) {
        const style = getComputedStyle(shape);
        const opacity = Number(style.opacity);
        for (const [paint, alpha] of [
          [style.fill, Number(style.fillOpacity)],
          [
            Number.parseFloat(style.strokeWidth) > 0 ? style.stroke : 'none',
            Number(style.strokeOpacity),
          ],
        ] as const) {
          if (paint === 'none' || paint.startsWith('url(')) continue;
          const c = parse(paint);
          c[3] *= alpha * opacity;
          if (c[3] === 0) continue;
          best = Math.max(best, against(c, behind));
          colours.push(hex(over(c, behind[0]!)));
        }
      }
      if (colours.length && best < 3)
        found.push(
          `icon ${name(svg.closest('button, a, label') ?? svg)} ${best.toFixed(2)}:1 (${[...new Set(colours)].join(' ')} on ${behind.map(hex).join('/')})`,
        );
    };
    const FIELDS = 'input, select, textarea';
    const CONTROLS = `${FIELDS}, button, a.btn, [role="button"], [role="tab"], [role="switch"]`;
    const control = (el: HTMLElement) => {
      if (!visible(el)) return;
      if (el.matches(':disabled, [aria-disabled="true"], [type="hidden"]')) return;
      if (el.matches('input[type="radio"], input[type="checkbox"], input[type="range"]')) {
        if (getComputedStyle(el).appearance !== 'none') return;
      }
      const field = el.matches(FIELDS);
      let box: Element = el;
      let look = boundary(el);
      // A field drawn without a boundary of its own sits in a box that draws it (a search bar
      // around its input): that box, a few levels up, is what the buyer sees as the field.
      for (let up = parentOf(el), n = 0; field && look && !look.drawn && up && n < 3; n++) {
        const next = boundary(up);
        if (!next || next.drawn) [box, look] = [up, next];
        up = parentOf(up);
      }
      if (!look) return;
      // A button with no border and no background of its own is text: axe judges it.
      if (!field && !look.drawn) return;
      if (look.best < 3)
        found.push(
          `${field ? 'field' : 'control'} ${name(box)} ${look.best.toFixed(2)}:1 (${look.text})`,
        );
    };
    /** How the element's own border and background stand out from what surrounds it. */
    const boundary = (el: Element) => {
      const outside = backgroundOf(parentOf(el));
      if (!outside) return null;
      const style = getComputedStyle(el);
      if (style.backgroundImage !== 'none') return null;
      const own = parse(style.backgroundColor);
      const width = Number.parseFloat(style.borderBottomWidth);
      const border =
        width >= 1 && style.borderBottomStyle !== 'none' ? parse(style.borderBottomColor) : null;
      const edge = border && border[3] > 0 ? border : null;
      const fill = against(own, outside);
      return {
        drawn: !!edge || fill >= 1.05,
        best: Math.max(fill, edge ? against(edge, outside) : 0),
        text: `border ${edge ? hex(over(edge, outside[0]!)) : 'none'}, fill ${hex(over(own, outside[0]!))} on ${outside.map(hex).join('/')}`,
      };
    };
    const visit = (root: ShadowRoot) => {
      for (const svg of root.querySelectorAll('svg')) icon(svg);
      for (const el of root.querySelectorAll<HTMLElement>(CONTROLS)) control(el);
      for (const el of root.querySelectorAll('*')) if (el.shadowRoot) visit(el.shadowRoot);
    };
    visit(document.querySelector('tessera-booking')!.shadowRoot!);
    return found;
  });
}

/**
 * The actions in the widget's main region drawn as loud as a primary button: a visible, enabled
 * button or button-styled link whose own fill stands at 3:1 or more from what is behind it.
 * A control showing a chosen state (aria-pressed, aria-checked, aria-selected or aria-current
 * true) is a choice, not an action, and is left out. Named by their text.
 */
export async function filledActions(page: Page) {
  await installColourKit(page);
  return page.evaluate(() => {
    type RGBA = [number, number, number, number];
    const { parse, ratio, parentOf } = (window as unknown as { __shotKit: ColourKit }).__shotKit;
    /** The first opaque background above `el` (white past the page; null under an image). */
    const backdrop = (start: Element | null): RGBA | null => {
      for (let el = start; el; el = parentOf(el)) {
        const style = getComputedStyle(el);
        if (style.backgroundImage !== 'none') return null;
        const colour = parse(style.backgroundColor);
        if (colour[3] >= 0.999) return colour;
      }
      return [255, 255, 255, 1];
    };
    const CHOSEN = ['aria-pressed', 'aria-checked', 'aria-selected', 'aria-current'];
    const found: string[] = [];
    const visit = (root: Element | ShadowRoot) => {
      for (const el of root.querySelectorAll<HTMLElement>(
        'button, a.btn, [role="button"], input[type="submit"]',
      )) {
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        if (style.visibility === 'hidden' || box.width <= 2 || box.height <= 2) continue;
        if (el.matches(':disabled, [aria-disabled="true"]')) continue;
        if (CHOSEN.some((a) => !['false', 'mixed', null].includes(el.getAttribute(a)))) continue;
        const fill = parse(style.backgroundColor);
        const behind = backdrop(parentOf(el));
        if (fill[3] < 0.999 || !behind) continue;
        if (ratio(fill, behind) >= 3) found.push((el.innerText || el.ariaLabel || '').trim());
      }
      for (const el of root.querySelectorAll('*')) if (el.shadowRoot) visit(el.shadowRoot);
    };
    const main = document
      .querySelector('tessera-booking')!
      .shadowRoot!.querySelector('main, [role="main"]');
    if (main) visit(main);
    return found;
  });
}

/**
 * axe-core over the widget (it pierces shadow roots): the violations' ids, targets and summaries.
 * axe is injected once per document, not at every screen.
 */
export async function axeViolations(page: Page, rules?: string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  return page.evaluate(async (rules) => {
    interface AxeResult {
      violations: { id: string; nodes: { target: unknown; failureSummary?: string }[] }[];
    }
    const axe = (
      window as unknown as { axe: { run: (n: Element, o: object) => Promise<AxeResult> } }
    ).axe;
    // Violations only: axe skips collecting what passes, which halves its time.
    const result = await axe.run(document.querySelector('tessera-booking')!, {
      resultTypes: ['violations'],
      ...(rules && { runOnly: { type: 'rule', values: rules } }),
    });
    return result.violations.map(
      (v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => [n.target, n.failureSummary]))}`,
    );
  }, rules);
}

export interface ShotOptions {
  /** Also check non-text contrast (icons and control boundaries). */
  contrast?: boolean;
  /**
   * Only axe's colour rules: for the same screen seen again in another colour scheme, where
   * nothing but colours changed since the full run.
   */
  coloursOnly?: boolean;
  /**
   * Also check the one primary action: every filled action in the main region has this text (a
   * list may repeat it per row), and one is there; null for a screen with no filled action.
   */
  action?: string | RegExp | null;
}

const exactly = (text: string | RegExp) =>
  typeof text === 'string' ? new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : text;

/** axe's rules that depend on colours alone. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The screen as it is now, saved to `path` and checked: no horizontal overflow, no clipped text,
 * no button label on two lines, axe clean (and, when asked, non-text contrast). Failures are soft: every check of every screen
 * is reported, then the test fails.
 */
export async function checkShot(
  page: Page,
  path: string,
  where: string,
  options: ShotOptions = {},
) {
  // Let fonts, images and 120 ms transitions settle before measuring and shooting.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(250);
  await page.screenshot({ path, fullPage: true });
  expect
    .soft(await horizontalOverflow(page), `${where}: horizontal overflow (px)`)
    .toEqual({ page: 0, widget: 0 });
  expect.soft(await clippedText(page), `${where}: clipped text`).toEqual([]);
  if (!options.coloursOnly)
    expect.soft(await wrappedLabels(page), `${where}: button labels on two lines`).toEqual([]);
  if (!options.coloursOnly)
    expect.soft(await spilledButtons(page), `${where}: buttons past their box`).toEqual([]);
  if (options.contrast)
    expect.soft(await lowContrast(page), `${where}: non-text contrast below 3:1`).toEqual([]);
  if (options.action !== undefined) {
    const filled = [...new Set(await filledActions(page))];
    expect
      .soft(filled, `${where}: the filled actions (one primary action)`)
      .toEqual(options.action === null ? [] : [expect.stringMatching(exactly(options.action))]);
  }
  const rules = options.coloursOnly ? COLOUR_RULES : undefined;
  expect.soft(await axeViolations(page, rules), `${where}: axe`).toEqual([]);
}
