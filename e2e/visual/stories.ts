import { builtStories, type StoryEntry } from './story-index.js';
import { test } from './storybook.js';
import { expectScreenshot, WIDTHS } from './settings.js';

/**
 * The stories of the built Storybook, in the sidebar's order, each at 390 and 1280 px: one test per story, one
 * baseline per width (e2e/visual/baselines/stories/{story id}-{width}.png). The story files are shared out over
 * `parts` test files (whole story files each, about as many stories in each), so that the parts run side by side
 * on the workers; a story at its second width is remounted in the same page.
 */
export function storyScreenshots(part: number, parts: number): void {
  const stories = builtStories();
  test.describe(`stories, part ${part + 1} of ${parts}`, () => {
    test.beforeAll(({ storyCanvas }) => storyCanvas.reload());
    if (stories instanceof Error) {
      test('the built Storybook', () => {
        throw stories;
      });
      return;
    }
    for (const story of share(stories, parts)[part]!) {
      test(`${story.title} / ${story.name}`, async ({ storyCanvas }) => {
        for (const width of WIDTHS) {
          await storyCanvas.show(story, width);
          await expectScreenshot(storyCanvas.page, ['stories', `${story.id}-${width}.png`], { fullPage: true });
        }
      });
    }
  });
}

/** The stories in `parts` runs of whole story files, in order, each run about an equal share of the stories. */
function share(stories: StoryEntry[], parts: number): StoryEntry[][] {
  const shares: StoryEntry[][] = Array.from({ length: parts }, () => []);
  let part = 0;
  stories.forEach((story, index) => {
    const fileStarts = index > 0 && stories[index - 1]!.importPath !== story.importPath;
    if (fileStarts && part < parts - 1 && index >= ((part + 1) * stories.length) / parts) part += 1;
    shares[part]!.push(story);
  });
  return shares;
}
