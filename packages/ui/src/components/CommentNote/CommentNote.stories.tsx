import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CommentFootnotes, CommentMark } from './CommentFootnotes';
import { CommentNote } from './CommentNote';

const meta = {
  title: 'UI/Data/CommentNote',
  component: CommentNote,
  tags: ['autodocs'],
  args: {
    text: 'Ajuste pelo lançamento do café solúvel em março.',
    author: 'Fernanda Oliveira',
    when: '02/11/2026 08:15',
  },
} satisfies Meta<typeof CommentNote>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A comment beside a value: read as one paragraph, 'Comentário: “…” — who, when'. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByText(/Ajuste pelo lançamento/).closest('p');
    await expect(note).toHaveTextContent('Comentário: “Ajuste pelo lançamento do café solúvel em março.” — Fernanda Oliveira, 02/11/2026 08:15');
  },
};

/** The longest comment (280 characters) in a narrow column wraps between words and stays whole. */
export const Longest: Story = {
  args: { text: `${'Redistribuí a meta de Bebidas para a equipe do interior '.repeat(5)}`.slice(0, 280) },
  decorators: [(Story) => <div style={{ width: 260 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const note = canvasElement.querySelector('[data-comment-note]');
    await expect(note?.scrollWidth).toBeLessThanOrEqual((note?.clientWidth ?? 0) + 1);
  },
};

/** A compare table's comments: numbered marks in the cells, the list under the table. */
export const Footnotes: Story = {
  render: () => (
    <div>
      <table>
        <thead>
          <tr>
            <th scope="col">Categoria</th>
            <th scope="col">CARLOS EDUARDO SANTOS</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">BEBIDAS</th>
            <td>
              R$ 12.000
              <CommentMark n={1} />
            </td>
          </tr>
        </tbody>
      </table>
      <CommentFootnotes
        items={[{ n: 1, subject: 'CARLOS EDUARDO SANTOS · BEBIDAS', text: 'Lançamento do suco em lata.', author: 'Fernanda Oliveira', when: '02/11/2026 08:15' }]}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('cell')).toHaveTextContent('R$ 12.000comentário 1');
    await expect(canvas.getByRole('region', { name: 'Comentários' })).toHaveTextContent(
      'CARLOS EDUARDO SANTOS · BEBIDAS: “Lançamento do suco em lata.” — Fernanda Oliveira, 02/11/2026 08:15',
    );
  },
};
