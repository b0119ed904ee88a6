import { css } from 'lit';

export const surfaceTabsStyles = css`
  :host {
    display: block;
    font:
      14px/1.4 system-ui,
      sans-serif;
    color: #1d1d1f;
  }
  /* --demo-surface-inset: room at the sides of the tabs and of the email and e-ticket panels
     (the demo page sets it where its layout has no padding, on a phone). */
  [role='tablist'],
  [role='tabpanel']:not(#panel-widget) {
    padding-inline: var(--demo-surface-inset, 0);
  }
  [role='tablist'] {
    display: flex;
    gap: 4px;
    border-bottom: 1px solid #c4c4cc;
    margin-bottom: 12px;
  }
  [role='tab'] {
    font: inherit;
    padding: 8px 16px;
    border: 1px solid transparent;
    border-bottom: 0;
    border-radius: 6px 6px 0 0;
    background: transparent;
    color: #3a3a44;
    cursor: pointer;
    margin-bottom: -1px;
  }
  [role='tab'][aria-selected='true'] {
    background: #ffffff;
    border-color: #c4c4cc;
    color: #1d1d1f;
    font-weight: 600;
  }
  [role='tab']:focus-visible,
  [role='tabpanel']:focus-visible {
    outline: 2px solid #1a56db;
    outline-offset: 2px;
  }
  fieldset {
    border: 0;
    display: flex;
    gap: 12px;
    margin: 0 0 8px;
    padding: 0;
  }
  legend {
    float: left;
    margin-inline-end: 8px;
    font-weight: 600;
  }
  iframe {
    display: block;
    border: 1px solid #c4c4cc;
    background: #ffffff;
    height: 1400px;
    width: 100%;
    max-width: 640px;
  }
  iframe.phone {
    width: 375px;
  }
  .page {
    display: block;
    width: 100%;
    max-width: 620px;
    height: auto;
    margin-bottom: 16px;
    border: 1px solid #c4c4cc;
    box-shadow: 0 2px 8px rgba(0, 0, 0, 0.12);
  }
  /* On a phone the tabs take as little height as they can: the widget's bars need the screen. */
  @media (max-width: 600px) {
    [role='tablist'] {
      margin-bottom: 0;
    }
    [role='tab'] {
      padding: 6px 12px;
    }
    [role='tabpanel']:not(#panel-widget) {
      padding-block-start: 8px;
    }
  }
  .note {
    max-width: 620px;
    padding: 8px 12px;
    border-inline-start: 4px solid #b25e09;
    background: #fff8eb;
  }
  [role='alert'] {
    color: #a8071a;
  }
`;
