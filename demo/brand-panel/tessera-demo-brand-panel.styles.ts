import { css } from 'lit';

export const brandPanelStyles = css`
  :host {
    display: block;
    font:
      14px/1.4 system-ui,
      sans-serif;
    color: #1d1d1f;
    background: #f6f6f8;
    border: 1px solid #d0d0d6;
    border-radius: 8px;
    padding: 12px;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    align-items: center;
    margin-bottom: 8px;
  }
  fieldset {
    border: 0;
    display: flex;
    gap: 8px;
    margin: 0;
    padding: 0;
  }
  legend {
    float: left;
    margin-right: 6px;
  }
  textarea {
    box-sizing: border-box;
    width: 100%;
    min-height: 260px;
    font:
      12px/1.45 ui-monospace,
      SFMono-Regular,
      Menlo,
      monospace;
    border: 1px solid #8a8a94;
    border-radius: 6px;
    padding: 8px;
  }
  textarea[aria-invalid='true'] {
    border-color: #b00020;
  }
  ul {
    list-style: none;
    margin: 8px 0 0;
    padding: 0;
    max-height: 180px;
    overflow: auto;
    font:
      12px/1.4 ui-monospace,
      SFMono-Regular,
      Menlo,
      monospace;
  }
  li {
    padding: 2px 6px;
    border-left: 3px solid #b00020;
    margin-bottom: 2px;
    background: #fff;
  }
  li.warning {
    border-left-color: #a35c00;
  }
  .ok {
    color: #006b3c;
    margin-top: 8px;
  }
`;
