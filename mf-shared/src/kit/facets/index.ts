// Faceted filters: a checkbox list with counts per facet, and the active filters as removable chips.
export { FacetList, type FacetListProps, type FacetOption, type FacetValue } from './FacetList';
export { FilterChips, type FilterChip, type FilterChipsProps } from './FilterChips';
