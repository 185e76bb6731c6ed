import { configure } from '@testing-library/react';

// `npm test` runs these tests beside the browser journeys and the server's own processes, all
// on a machine of two cores: a render that takes 50 ms alone can take over a second then.
// Testing Library's `findBy…` and `waitFor` give up after 1 s by default, which failed a test
// that passes alone; waiting longer costs nothing when the answer comes sooner. 5 s was still
// too short on a machine of this kind that ran the whole suite at a third of its usual speed.
configure({ asyncUtilTimeout: 15_000 });
