import { describeHeadingSettings } from '../../common/testing/heading-settings';
import { savingsConfigSchema } from './config-schema';
import { savingsConfig } from './testing/savings-fixtures';

describeHeadingSettings('savings', savingsConfigSchema, savingsConfig);
