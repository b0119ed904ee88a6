import { css } from 'lit';

export const surfaceTabsStyles = css`
  :host {
    display: block;
    font:
      14px/1.4 system-ui,
      sans-serif;
    color: #1d1d1f;
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
  [role='alert'] {
    color: #a8071a;
  }
`;
