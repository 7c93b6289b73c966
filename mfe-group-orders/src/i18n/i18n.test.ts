import { describeNamespaceTranslations } from 'shared-contracts/test-support/namespace-translations';
import en from './en.json';
import es from './es.json';
import lt from './lt.json';
import ro from './ro.json';
import { loadMessages } from './load-messages';

describeNamespaceTranslations('group order texts', { en, es, lt, ro }, loadMessages);
