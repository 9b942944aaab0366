import type { Branch } from '../../services/branch-service';
import styles from './branch-item.module.css';
import { useText } from './use-text';

// Simple pictograms; each is named by its role="img" label, the drawing itself is hidden.
const PATHS = {
  parking: 'M6 3h7a5 5 0 0 1 0 10H9v8H6zm3 3v4h4a2 2 0 0 0 0-4z',
  accessible:
    'M12 2a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm-1 6h2v5h5v2h-7zm-3 3.5V14a4 4 0 1 0 6 3.5h2A6 6 0 1 1 8 11.5z',
  central: 'M12 2l10 6v2H2V8zm-8 10h3v7H4zm6 0h4v7h-4zm7 0h3v7h-3zM2 20h20v2H2z',
} as const;

type Feature = keyof typeof PATHS;

function featuresOf(branch: Branch): Feature[] {
  return [
    ...(branch.parkinglots > 0 ? (['parking'] as const) : []),
    ...(branch.accessible ? (['accessible'] as const) : []),
    ...(branch.central ? (['central'] as const) : []),
  ];
}

/** Parking, step-free access and head office as pictograms with text alternatives. */
export function BranchFeatureIcons({ branch }: { branch: Branch }) {
  const t = useText();
  const features = featuresOf(branch);
  if (features.length === 0) return null;
  return (
    <ul className={styles.features}>
      {features.map((feature) => (
        <li key={feature}>
          <span
            className={styles.feature}
            role="img"
            aria-label={t(`banksearch.item.${feature}`)}
            title={t(`banksearch.item.${feature}`)}
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
