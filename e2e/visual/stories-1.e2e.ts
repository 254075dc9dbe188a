import { storyScreenshots } from './stories.js';

storyScreenshots(0, 2);
