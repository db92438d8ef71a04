/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { onDemand } from './on-demand';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('onDemand', () => {
  it('renders the component once its code is in, fetched once for every caller', async () => {
    const load = jest.fn(() => Promise.resolve(Greeting));
    const Lazy = onDemand(load);
    Lazy.prefetch();
    render(<Lazy name="Ada" />);
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('prefetch leaves a failed fetch alone, and the render fetches again', async () => {
    const load = jest
      .fn<Promise<typeof Greeting>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce(Greeting);
    const Lazy = onDemand(load);
    await act(async () => {
      Lazy.prefetch();
    });
    expect(load).toHaveBeenCalledTimes(1);
    render(<Lazy name="Grace" />);
    expect(await screen.findByText('Hello Grace')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
