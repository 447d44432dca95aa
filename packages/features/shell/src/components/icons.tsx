import {
  Bell,
  ChartColumn,
  ClipboardList,
  Factory,
  ImageUp,
  LayoutDashboard,
  LogOut,
  Package,
  RefreshCw,
  Store,
  Target,
  Truck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { MenuIcon } from '../state/types';

/** The icon of each menu icon key (decorative: the label names the entry). */
export const MENU_ICONS: Readonly<Record<MenuIcon, LucideIcon>> = {
  dashboard: LayoutDashboard,
  images: ImageUp,
  metas: Target,
  notifications: Bell,
  stock: Package,
  survey: ClipboardList,
  users: Users,
  reports: ChartColumn,
  manufacturer: Factory,
  reload: RefreshCw,
  request: Truck,
  merchandising: Store,
  signOut: LogOut,
};

/** Renders a menu icon, or nothing for entries without one. */
export function MenuIconView({ icon }: { icon?: MenuIcon }) {
  if (!icon) return null;
  const Icon = MENU_ICONS[icon];
  return <Icon size={18} aria-hidden="true" focusable="false" />;
}
