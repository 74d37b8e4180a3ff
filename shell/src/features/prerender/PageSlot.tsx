/** Where the frame rendered on the server takes the remote's page. */
export const PAGE_SLOT = '<template data-page-slot=""></template>';

export function PageSlot() {
  return <template data-page-slot="" />;
}
