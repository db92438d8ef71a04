/**
 * Where notifications appear and are announced. The two live regions (polite for a success,
 * assertive for an error) are in the page from the first render, empty: a screen reader
 * announces changes only in regions it already knows. Messages are shown once the mounted
 * flag is set, so the regions have been in the page for a second before anything arrives.
 */
import { useSyncExternalStore } from 'react';
import {
  borderWidths,
  colors,
  fontSizes,
  mq,
  radii,
  shadows,
  sizes,
  space,
  zIndices,
} from '../../styles/tokens';
import {
  NO_NOTIFICATIONS,
  type Notification,
  type NotificationType,
  type Notifications,
} from './notification-store';
import { useMountedFlag } from './use-mounted-flag';

const background: Record<NotificationType, string> = {
  success: colors.teal,
  error: colors.coralDark,
};

const Message = ({
  notification,
  onDismiss,
}: {
  notification: Notification;
  onDismiss: () => void;
}) => (
  <div
    css={{
      display: 'flex',
      alignItems: 'center',
      gap: space(3),
      padding: `${space(3)} ${space(4)}`,
      borderRadius: radii.medium,
      boxShadow: shadows.raised,
      maxWidth: '24rem',
      background: background[notification.type],
      color: colors.white,
      pointerEvents: 'auto',
    }}
  >
    <p css={{ margin: 0, flex: 1 }}>{notification.text}</p>
    <button
      type="button"
      aria-label="Dismiss notification"
      onClick={onDismiss}
      css={{
        minWidth: sizes.target,
        minHeight: sizes.target,
        border: 0,
        borderRadius: radii.small,
        background: 'transparent',
        color: 'inherit',
        font: 'inherit',
        fontSize: fontSizes.xl,
        cursor: 'pointer',
        '&:focus-visible': {
          outline: `${borderWidths.thick} solid ${colors.white}`,
          outlineOffset: borderWidths.thick,
        },
      }}
    >
      <span aria-hidden="true">×</span>
    </button>
  </div>
);

export const NotificationRegion = ({ store }: { store: Notifications }) => {
  const list = useSyncExternalStore(store.subscribe, store.getSnapshot, () => NO_NOTIFICATIONS);
  const mounted = useMountedFlag();
  const region = (type: NotificationType) =>
    (mounted ? list : NO_NOTIFICATIONS)
      .filter((notification) => notification.type === type)
      .map((notification) => (
        <Message
          key={notification.id}
          notification={notification}
          onDismiss={() => store.dismiss(notification.id)}
        />
      ));
  return (
    <div
      css={{
        position: 'fixed',
        insetInline: space(4),
        // At the top until the cookie banner (bottom left) leaves room beside it.
        top: space(4),
        [mq.md]: { top: 'auto', bottom: space(4) },
        zIndex: zIndices.overlay,
        display: 'grid',
        justifyItems: 'end',
        gap: space(2),
        pointerEvents: 'none',
      }}
    >
      <div role="status" aria-live="polite" css={{ display: 'grid', gap: space(2) }}>
        {region('success')}
      </div>
      <div role="alert" aria-live="assertive" css={{ display: 'grid', gap: space(2) }}>
        {region('error')}
      </div>
    </div>
  );
};
