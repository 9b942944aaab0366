import { createStore } from 'jotai';
import { guardSingleton } from '../singleton/guard-singleton';

guardSingleton('shared store');

/**
 * The page's one jotai store of cross-widget state. jotai is a federated singleton, and this
 * store is libs/shared's own: a jotai Provider that an app puts around its widgets cannot split
 * the state every app shares.
 */
export const sharedStore = createStore();
