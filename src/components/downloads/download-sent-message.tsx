import { space } from '../../styles/tokens';
import { Container } from '../ui/container';
import { downloadSentText, type DownloadFormSettings } from './download-sent-text';

export const DownloadSentMessage = ({ settings }: { settings: DownloadFormSettings | null }) => (
  <Container>
    <p css={{ paddingBlock: space(12), margin: 0 }}>{downloadSentText(settings)}</p>
  </Container>
);
