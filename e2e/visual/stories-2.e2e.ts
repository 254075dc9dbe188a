import { storyScreenshots } from './stories.js';

storyScreenshots(1, 2);
