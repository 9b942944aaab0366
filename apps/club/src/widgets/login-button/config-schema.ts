import type * as v from '@ctb/shared/validation';
import { loginConfigSchema } from '../../common/login/login-config-schema';

/** `data-config` of `club/login-button`: where the login happens (as for the discount page). */
export const loginButtonConfigSchema = loginConfigSchema;
export type LoginButtonConfig = v.InferOutput<typeof loginButtonConfigSchema>;
