// swr is bundled inside this library instead of being shared on its own: its entry points
// (swr/infinite, swr/mutation, swr/immutable) import swr's internals by relative paths, which
// Module Federation cannot share, so an entry point served by a second app brought a second copy
// of swr's cache. Inside the singleton shared library every entry point comes from one build.
export { default as useSWR, SWRConfig, mutate } from 'swr';
export { default as useSWRInfinite } from 'swr/infinite';
export { default as useSWRMutation } from 'swr/mutation';
export { default as useSWRImmutable } from 'swr/immutable';
