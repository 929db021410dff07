import {loadNodePagefind, loadNodeVocabulary} from './evaluate';
import {planQuery} from '../../src/lib/search/plan';
(async () => {
  await loadNodePagefind('build');
  const v = await loadNodeVocabulary();
  for (const q of process.argv.slice(2)) console.log(q, JSON.stringify(planQuery(q, v)));
})();
