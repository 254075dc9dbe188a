/** The carousel's words and class names live with its markup, so the server and the widget draw the same carousel. */
export * from '@etalage/markup/carousel-labels';
