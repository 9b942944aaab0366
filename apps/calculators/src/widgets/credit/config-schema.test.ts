import { describeHeadingSettings } from '../../common/testing/heading-settings';
import { creditConfigSchema } from './config-schema';
import { creditConfig } from './testing/credit-fixtures';

describeHeadingSettings('credit', creditConfigSchema, creditConfig);
