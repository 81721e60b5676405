/**
 * @generated SignedSource<<2e5c9c3a30bd493b1cf16f280af57760>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderStatus = "completed" | "pending" | "received" | "sent" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderRow_order$data = {
  readonly canAdvance: boolean;
  readonly canCreateInvoice: boolean;
  readonly date: string;
  readonly estimatedDeliveryDate: string | null | undefined;
  readonly id: string;
  readonly nextStatus: OrderStatus | null | undefined;
  readonly orderNumber: string;
  readonly rowId: number;
  readonly status: OrderStatus;
  readonly supplierName: string;
  readonly totalAmount: string;
  readonly " $fragmentType": "OrderRow_order";
};
export type OrderRow_order$key = {
  readonly " $data"?: OrderRow_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderRow_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderRow_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rowId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "orderNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "date",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "supplierName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "estimatedDeliveryDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalAmount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nextStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canAdvance",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canCreateInvoice",
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "420ad7ce6541e733ce4ec4abe0781c67";

export default node;
