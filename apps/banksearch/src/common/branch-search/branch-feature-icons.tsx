import { BranchFeatureIcons as FeatureIcons, type BranchFeature } from '@ctb/shared/branch-ui';
import type { Branch } from '../services/branch-service';
import { useText } from './use-text';

function featuresOf(branch: Branch): BranchFeature[] {
  return [
    ...(branch.parkinglots > 0 ? (['parking'] as const) : []),
    ...(branch.accessible ? (['accessible'] as const) : []),
    ...(branch.central ? (['central'] as const) : []),
  ];
}

/** Parking, step-free access and head office as the shared pictograms, named also as tooltips. */
export function BranchFeatureIcons({ branch }: { branch: Branch }) {
  const t = useText();
  return (
    <FeatureIcons
      features={featuresOf(branch)}
      labels={{
        parking: t('banksearch.item.parking'),
        accessible: t('banksearch.item.accessible'),
        central: t('banksearch.item.central'),
      }}
      tooltips
    />
  );
}
