import styles from './branch-feature-icons.module.css';

// Simple pictograms; each is named by its role="img" label, the drawing itself is hidden.
const PATHS = {
  parking: 'M6 3h7a5 5 0 0 1 0 10H9v8H6zm3 3v4h4a2 2 0 0 0 0-4z',
  accessible:
    'M12 2a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm-1 6h2v5h5v2h-7zm-3 3.5V14a4 4 0 1 0 6 3.5h2A6 6 0 1 1 8 11.5z',
  central: 'M12 2l10 6v2H2V8zm-8 10h3v7H4zm6 0h4v7h-4zm7 0h3v7h-3zM2 20h20v2H2z',
} as const;

/** Customer parking, step-free access and head office. */
export type BranchFeature = keyof typeof PATHS;

export interface BranchFeatureIconsProps {
  /** The branch's features, in the order they are shown. */
  features: BranchFeature[];
  /** Each pictogram's accessible name, in the app's own texts. */
  labels: Record<BranchFeature, string>;
  /** Also shows the name as a tooltip (title). */
  tooltips?: boolean;
  /** 'medium' (default) is 1.75rem round, 'large' 2rem. */
  size?: 'medium' | 'large';
}

/** A branch's features as round pictograms with text alternatives; nothing without features. */
export function BranchFeatureIcons({
  features,
  labels,
  tooltips = false,
  size = 'medium',
}: BranchFeatureIconsProps) {
  if (features.length === 0) return null;
  return (
    <ul className={size === 'large' ? `${styles.features} ${styles.large}` : styles.features}>
      {features.map((feature) => (
        <li key={feature}>
          <span
            className={styles.feature}
            role="img"
            aria-label={labels[feature]}
            title={tooltips ? labels[feature] : undefined}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={PATHS[feature]} fill="currentColor" />
            </svg>
          </span>
        </li>
      ))}
    </ul>
  );
}
