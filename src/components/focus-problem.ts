/**
 * Focus on the first field marked invalid in `root`, with its message (`<field id>-e`, under it)
 * scrolled into view too: focus alone leaves a field already on screen where it is, and on a
 * phone its message may lie under the sticky total bar. The message's scroll margin keeps it
 * above the bars (checkout-step.styles.ts).
 */
export function focusFirstProblem(root: ParentNode): void {
  const field = root.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return;
  field.focus();
  const message = field.id ? root.querySelector(`[id="${field.id}-e"]`) : null;
  message?.scrollIntoView({ block: 'nearest' });
}
