import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy/waitFor give an answer up to 3 s to arrive (1 s by default): on a loaded CI machine a
// mocked response plus a React commit can take longer, which is no behaviour of the widget.
configure({ asyncUtilTimeout: 3000 });
