import { describeHeadingSettings } from '../../common/testing/heading-settings';
import { pensionConfigSchema } from './config-schema';
import { pensionConfig } from './testing/pension-fixtures';

describeHeadingSettings('pension', pensionConfigSchema, pensionConfig);
