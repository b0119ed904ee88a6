import { css } from 'lit';

/**
 * Out of sight, still read by screen readers: the `.sr-only` class's declarations, for a rule
 * that hides something only in some layouts (a container query), where a class cannot.
 */
export const visuallyHidden = css`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/**
 * Styles every element of the widget shares: box model, focus ring, readable muted text,
 * screen-reader-only text. Sizes in em/px only, so the host page's root font size cannot shrink
 * the widget.
 */
export const baseStyles = css`
  :host {
    box-sizing: border-box;
    /* doc 3's textMuted default (#888 on white) is below 4.5:1; lean it toward the body text. */
    --_muted: color-mix(in srgb, var(--tessera-page-text-muted) 60%, var(--tessera-page-text));
  }
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
  :focus-visible {
    outline: 2px solid var(--tessera-page-focus-ring);
    outline-offset: 2px;
  }
  /* A heading that focus was moved to (a step change, a message) is where reading starts, not a
     control: no ring around it. */
  [tabindex='-1']:is(h1, h2):focus-visible {
    outline: none;
  }
  .sr-only {
    ${visuallyHidden}
  }
  .muted {
    color: var(--_muted);
  }
  h1,
  h2,
  h3,
  h4 {
    font-family: var(--tessera-heading-font);
    line-height: 1.25;
    margin-block: 0 0.5em;
  }
  a {
    color: var(--tessera-page-link);
  }
`;

/**
 * Native <button> and <a> styled as the brand's buttons: .btn plus .primary, .secondary, .outline
 * or .text. A screen has one .primary; .outline is for utilities and minor actions beside it (copy,
 * print, open the filters): no fill, the brand's text-button colour inside a field's border, so it
 * reads as a control without competing with the primary.
 */
export const buttonStyles = css`
  .btn {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.5em;
    min-block-size: 44px;
    padding-block: 0.5em;
    padding-inline: 1.25em;
    border: 1px solid transparent;
    border-radius: var(--tessera-button-radius);
    font: inherit;
    font-weight: 600;
    line-height: 1.2;
    text-decoration: none;
    cursor: pointer;
    box-shadow: var(--tessera-button-shadow);
    transition: background-color 120ms;
  }
  @media (prefers-reduced-motion: reduce) {
    .btn {
      transition: none;
    }
  }
  .btn.primary {
    background: var(--tessera-primary-button-background);
    color: var(--tessera-primary-button-text);
    border-color: var(--tessera-primary-button-border);
  }
  .btn.primary:hover {
    background: var(--tessera-primary-button-hover);
  }
  .btn.primary:active {
    background: var(--tessera-primary-button-pressed);
  }
  .btn.secondary {
    background: var(--tessera-secondary-button-background);
    color: var(--tessera-secondary-button-text);
    border-color: var(--tessera-secondary-button-border);
  }
  .btn.secondary:hover {
    background: var(--tessera-secondary-button-hover);
  }
  .btn.secondary:active {
    background: var(--tessera-secondary-button-pressed);
  }
  .btn.outline {
    background: transparent;
    color: var(--tessera-button-text-button);
    border-color: var(--tessera-field-border);
    box-shadow: none;
  }
  .btn.outline:hover {
    border-color: currentColor;
    text-decoration: underline;
  }
  .btn.text {
    --_pad: 0.5em;
    background: transparent;
    color: var(--tessera-button-text-button);
    box-shadow: none;
    padding-inline: var(--_pad);
  }
  /* A text button that starts its line (its box's first, or marked .line-start) hangs its
     padding and border outside it, so its words line up with the text above it (its target and
     focus ring keep their size). */
  .btn.text:is(:first-child, .line-start):not(.close) {
    margin-inline-start: calc(-1px - var(--_pad));
  }
  .btn.text:hover {
    text-decoration: underline;
  }
  /* Busy or disabled wins over hover and press: a tapped button stays hovered on a phone. */
  .btn:disabled,
  .btn[aria-disabled='true'],
  .btn:is(.primary, .secondary):is(:disabled, [aria-disabled='true']):is(:hover, :active) {
    background: var(--tessera-button-disabled);
    /* Set with the brand (brand/apply.ts): its page text or background, whichever reads better. */
    color: var(--_button-disabled-text, var(--tessera-page-text));
    cursor: not-allowed;
    box-shadow: none;
  }
  .btn.text:disabled,
  .btn.text[aria-disabled='true'],
  .btn.outline:disabled,
  .btn.outline[aria-disabled='true'] {
    background: transparent;
    color: var(--tessera-button-disabled);
    text-decoration: none;
  }
`;

/** Native inputs and selects styled as the brand's fields. */
export const fieldStyles = css`
  label,
  .label {
    display: block;
    font-size: 0.875em;
    font-weight: 600;
    margin-block-end: 0.25em;
  }
  input,
  select,
  textarea {
    display: block;
    inline-size: 100%;
    min-block-size: 44px;
    padding-block: 0.5em;
    padding-inline: 0.75em;
    font: inherit;
    color: var(--tessera-page-text);
    background: var(--tessera-field-background);
    border: 1px solid var(--tessera-field-border);
    border-radius: var(--tessera-field-radius);
  }
  input::placeholder {
    color: var(--_muted);
  }
  input[aria-invalid='true'] {
    border-color: var(--tessera-status-error);
  }
  .hint {
    font-size: 0.8125em;
    color: var(--_muted);
    margin-block-start: 0.25em;
  }
  .error {
    font-size: 0.8125em;
    color: var(--tessera-status-error);
    margin-block-start: 0.25em;
  }
`;
