/** A static page (prerendered by `next build`) that holds the embedded dinner orders page. */
import MealOrders from './MealOrders';

export default function Page() {
  return (
    <main>
      <p className="portal-title">Partner portal</p>
      <MealOrders />
    </main>
  );
}
