import { screen, within } from '@testing-library/react';
import { makeOutline } from '../test/outline-fixtures';
import { mockApi, renderApp, requestsOf, signedIn } from '../test/render-app';

describe('outline output', () => {
  it('loads the outline and lists every beat under its question, empty ones as "..."', async () => {
    const api = mockApi(() => ({
      status: 200,
      data: makeOutline({ act2a07: 'Beat seven of Act II', act2a15: 'Beat fifteen', act2a16: 'Beat sixteen' }),
    }));
    renderApp('/outlineoutput', signedIn());

    expect(await screen.findByRole('heading', { level: 1, name: '"The Long Night"' })).toBeInTheDocument();
    expect(requestsOf(api)).toEqual(['GET /api/outlines/me']);
    expect(screen.getByRole('link', { name: 'BACK' })).toHaveAttribute('href', '/dashboard');

    const act2 = within(screen.getByRole('region', { name: 'Act II: Confrontation' }));
    expect(act2.getAllByRole('heading', { level: 3 })).toHaveLength(16);
    // Beats 15 and 16 show their own text (the old app's defect is not reproduced).
    const beat15 = act2.getByRole('heading', { level: 3, name: /^15\. The realisation/ });
    // eslint-disable-next-line testing-library/no-node-access -- each beat shows its own text right under its question (the old defect showed another beat)
    expect(beat15.nextElementSibling).toHaveTextContent('Beat fifteen');
    const beat16 = act2.getByRole('heading', { level: 3, name: /^16\. Break into Act III/ });
    // eslint-disable-next-line testing-library/no-node-access -- as above
    expect(beat16.nextElementSibling).toHaveTextContent('Beat sixteen');

    expect(within(screen.getByRole('region', { name: 'Act I: Setup' })).getAllByText('...')).toHaveLength(8);
    expect(within(screen.getByRole('region', { name: 'Act III: Resolution' })).getAllByText('...')).toHaveLength(8);
    expect(act2.getAllByText('...')).toHaveLength(13);
  });

  it('downloads the outline as a Markdown file', async () => {
    mockApi(() => ({ status: 200, data: makeOutline({ act1a01: 'A storm.' }) }));
    const created: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:outline';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('the-long-night.md');
      expect(this.href).toBe('blob:outline');
    });
    const { user } = renderApp('/outlineoutput', signedIn());

    await user.click(await screen.findByRole('button', { name: 'Download Markdown' }));

    expect(click).toHaveBeenCalledTimes(1);
    const text = await readBlob(created[0]!);
    expect(text).toContain('# "The Long Night"');
    expect(text).toContain('A storm.');
    click.mockRestore();
  });
});

/** The test environment's Blob is Node's (jest-fixed-jsdom), which reads itself. */
function readBlob(blob: Blob): Promise<string> {
  return blob.text();
}
