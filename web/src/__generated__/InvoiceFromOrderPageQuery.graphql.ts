/**
 * @generated SignedSource<<ea728313594b4d2af7749fed65621ee3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InvoiceFromOrderPageQuery$variables = {
  orderId: string;
};
export type InvoiceFromOrderPageQuery$data = {
  readonly invoiceDraft: {
    readonly hasInvoice: boolean;
    readonly orderNumber: string;
    readonly orderStatus: string;
    readonly " $fragmentSpreads": FragmentRefs<"InvoiceFromOrderForm_draft">;
  } | null | undefined;
};
export type InvoiceFromOrderPageQuery = {
  response: InvoiceFromOrderPageQuery$data;
  variables: InvoiceFromOrderPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "orderId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "orderId",
    "variableName": "orderId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "orderNumber",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "orderStatus",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasInvoice",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "InvoiceFromOrderPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "InvoiceDraft",
        "kind": "LinkedField",
        "name": "invoiceDraft",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "InvoiceFromOrderForm_draft"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InvoiceFromOrderPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "InvoiceDraft",
        "kind": "LinkedField",
        "name": "invoiceDraft",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "orderRowId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "supplierRowId",
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
            "name": "supplierBusinessName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "InvoiceDraftLine",
            "kind": "LinkedField",
            "name": "lines",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "key",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "description",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "quantity",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "unitPrice",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "82bdb212abc3ecaae8d1857d980891e5",
    "id": null,
    "metadata": {},
    "name": "InvoiceFromOrderPageQuery",
    "operationKind": "query",
    "text": "query InvoiceFromOrderPageQuery(\n  $orderId: ID!\n) {\n  invoiceDraft(orderId: $orderId) {\n    orderNumber\n    orderStatus\n    hasInvoice\n    ...InvoiceFromOrderForm_draft\n  }\n}\n\nfragment InvoiceFromOrderForm_draft on InvoiceDraft {\n  orderRowId\n  orderNumber\n  supplierRowId\n  supplierName\n  supplierBusinessName\n  lines {\n    key\n    description\n    quantity\n    unitPrice\n  }\n}\n"
  }
};
})();

(node as any).hash = "d5cc0c927cf87ee72711810bd8205d06";

export default node;
