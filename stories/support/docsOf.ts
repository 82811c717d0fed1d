import type { ComponentType } from 'react';

/**
 * The real component as a meta's `component`, for stories that render a small demo around it (a
 * page-like frame with state): the docs page's props table is then the component's own, while
 * the stories keep the demo's args. Use with a meta `render` that draws the demo.
 * @example
 * const meta = { title: 'UI/Select', component: docsOf<typeof SelectDemo>(Select), render: (args) => <SelectDemo {...args} /> } satisfies Meta<typeof SelectDemo>;
 */
export const docsOf = <Demo extends ComponentType<any>>(component: ComponentType<never>): Demo => component as unknown as Demo;
