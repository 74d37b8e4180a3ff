import type { ReactNode } from 'react';

/** A figure with what it counts: '12 interview requests'. */
export const Figure = ({ value, label }: { value: ReactNode; label: ReactNode }) => (
  <p className="dashboard__figure">
    <span className="dashboard__figure-value">{value}</span> <span className="dashboard__figure-label">{label}</span>
  </p>
);
