import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ICON_NAMES, Icon } from '../../src/ui';
import { docsOf } from '../support/docsOf';

function Gallery() {
  return (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))', gap: 16, listStyle: 'none', padding: 0 }}>
      {ICON_NAMES.map((name) => (
        <li key={name} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 6, fontSize: 12, color: '#606266' }}>
          <Icon name={name} size={24} style={{ color: '#303133' }} />
          {name}
        </li>
      ))}
    </ul>
  );
}

const meta = { title: 'Foundations/Icons', component: docsOf<typeof Gallery>(Icon), render: () => <Gallery /> } satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllIcons: Story = {
  play: async ({ canvasElement }) => {
    const svgs = canvasElement.querySelectorAll('svg');
    await expect(svgs).toHaveLength(ICON_NAMES.length);
    // Decorative by default: hidden from assistive technology.
    for (const svg of svgs) await expect(svg).toHaveAttribute('aria-hidden', 'true');
    for (const name of ['menu', 'search', 'fullscreen', 'bell', 'logout', 'external', 'warning', 'info']) {
      await expect(ICON_NAMES).toContain(name);
    }
  },
};

export const Meaningful: Story = {
  render: () => <span style={{ color: '#E6A23C' }}><Icon name="warning" title="警告" size={32} /></span>,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '警告' })).toBeInTheDocument();
  },
};
