import { Button } from '../plain';
import './facets.css';

export interface FilterChip {
  key: string;
  /** What is filtered, e.g. "Country: Germany". */
  label: string;
  onRemove: () => void;
}

export interface FilterChipsProps {
  chips: FilterChip[];
  onClearAll: () => void;
  /** Read before the chips, e.g. "Active filters" or "Try without". */
  label?: string;
}

/** The filters in force, each removable, and "Clear all"; nothing when no filter is on. */
export function FilterChips({ chips, onClearAll, label = 'Active filters' }: FilterChipsProps) {
  if (chips.length === 0) return null;
  return (
    <section aria-label={label} className="pp-row filter-chips">
      <span className="filter-chips__label">{label}:</span>
      {chips.map((c) => (
        <Button
          key={c.key}
          size="small"
          className="filter-chips__chip"
          aria-label={`Remove ${c.label}`}
          onClick={c.onRemove}
        >
          <span className="filter-chips__text">{c.label}</span>
          <span aria-hidden="true">×</span>
        </Button>
      ))}
      <Button size="small" variant="link" onClick={onClearAll}>
        Clear all
      </Button>
    </section>
  );
}
