import { describeMessageCatalogues } from '@ctb/test-support';

describeMessageCatalogues(__dirname);
