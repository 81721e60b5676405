/** The asterisk after a required field's label; hidden from screen readers, which announce `required`. */
export function RequiredMark() {
  return <span aria-hidden="true">*</span>;
}
