export {
  BranchFeatureIcons,
  type BranchFeature,
  type BranchFeatureIconsProps,
} from './branch-feature-icons';
