/*
 * An offline stand-in for firebase-tools' Cloud Storage rules runtime
 * (../shared/notes/storage-emulator.md; README "Requirements").
 *
 * firebase-tools' Storage emulator is Node code, but it evaluates storage.rules in a
 * Java child process that it normally downloads: `java -jar <jar> serve`, speaking one
 * JSON message per line on stdin and stdout. Offline that download fails. Debian's
 * Firestore emulator jar already holds Google's rules engine, Storage service
 * included; this program calls that engine (never copies it) and speaks the same
 * protocol, so storage.rules is really compiled and evaluated:
 *
 *   in:  {"id":N,"action":"load_ruleset","context":{"rulesetName":..,"source":{files:[..]}}}
 *   out: {"id":N,"status":"ok","errors":[..],"warnings":[..],"result":{"rulesVersion":2}}
 *   in:  {"id":N,"action":"verify","context":{"rulesetName","path","method","variables"}}
 *   out: {"id":N,"status":"ok","errors":[],"warnings":[],"result":{"permit":true|false}}
 *   out: {"server_request_id":N,"status":"ok","action":"fetch_firestore_document","context":{"path":..}}
 *   in:  {"id":N,"status":"ok"|"not_found","result":{"name":..,"fields":{..}}}
 *
 * It is compiled at run time by scripts/lib/emulators.mjs (javac -proc:none, the engine
 * jar on the class path) into the ignored .cache/ folder, and `selftest` is run right
 * after: if the engine's classes changed, the build or the self-test fails loudly and
 * the emulators do not start, rather than hang.
 *
 * Usage: java -jar storage-rules-runtime.jar serve | selftest
 */

import com.google.common.util.concurrent.FutureCallback;
import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.MoreExecutors;
import com.google.common.util.concurrent.SettableFuture;
import com.google.firebase.rules.lang.CompileResult;
import com.google.firebase.rules.lang.FirebaseRulesProtoCompiler;
import com.google.firebase.rules.lang.common.FirebaseRulesLangOptions;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageCreateContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageDeleteContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageGetContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageListContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageService;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageUpdateContextConverter;
import com.google.firebase.rules.runtime.common.EvaluationResult;
import com.google.firebase.rules.runtime.evaluators.AuthRuleEvaluator;
import com.google.firebase.rules.runtime.impl.DefaultEvaluator;
import com.google.firebase.rules.runtime.v1.ExpressionMapValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathSegmentValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathValue;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.firebase.rules.runtime.v1.RulesetAst;
import com.google.firebase.rules.v1.Issue;
import com.google.firebase.rules.v1.Source;
import com.google.firebase.rules.v1.SourcePosition;
import com.google.gson.Gson;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.protobuf.util.JsonFormat;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

public final class StorageRulesRuntime {
  /**
   * firebase-tools parses each stdout read as one message; two replies in one read are
   * both lost. Each message is padded with spaces to this size and written at once.
   */
  private static final int MESSAGE_SIZE = 64 * 1024;

  private static final Gson GSON = new Gson();
  /** The segment added to a listed folder's path (see verify). */
  private static final String LISTED = "__listed__";
  private static final JsonFormat.Parser PROTO_JSON = JsonFormat.parser().ignoringUnknownFields();
  private static final OutputStream OUT = System.out;
  /** STORAGE_RULES_RUNTIME_DEBUG=1: every message and evaluation error on stderr. */
  private static final boolean DEBUG = System.getenv("STORAGE_RULES_RUNTIME_DEBUG") != null;

  private final Map<String, RulesetAst> rulesets = new ConcurrentHashMap<>();
  /** Verify requests waiting for a Firestore document, by request id. */
  private final Map<Long, Request> waiting = new ConcurrentHashMap<>();
  private final ExecutorService workers = Executors.newCachedThreadPool(runnable -> {
    Thread thread = new Thread(runnable, "rules-eval");
    thread.setDaemon(true);
    return thread;
  });

  public static void main(String[] args) throws Exception {
    String mode = args.length > 0 ? args[0] : "";
    if (mode.equals("selftest")) {
      selfTest();
      System.out.println("storage rules runtime self-test passed");
      return;
    }
    if (!mode.equals("serve")) {
      System.err.println("usage: java -jar storage-rules-runtime.jar serve|selftest");
      System.exit(2);
    }
    new StorageRulesRuntime().serve();
  }

  // ---- Compiling and evaluating ---------------------------------------------------

  /** Compiles rules source; throws with the issues when it does not compile. */
  static CompileResult compile(Source source) {
    FirebaseRulesLangOptions options =
        FirebaseRulesLangOptions.builder()
            .allowTernaryOperator(true)
            .allowCrossServiceRules(true)
            .allowLetBindings(true)
            .build();
    return FirebaseRulesProtoCompiler.createStandalone(options).compile(source);
  }

  /** The rule context of one Storage request, from the method name. */
  static AuthRuleEvaluator.RuleContext ruleContext(String method, Context context) {
    switch (method) {
      case "get":
        return FirebaseStorageGetContextConverter.convert(context);
      case "list":
        return FirebaseStorageListContextConverter.convert(context);
      case "create":
        return FirebaseStorageCreateContextConverter.convert(context);
      case "update":
        return FirebaseStorageUpdateContextConverter.convert(context);
      case "delete":
        return FirebaseStorageDeleteContextConverter.convert(context);
      default:
        throw new IllegalArgumentException("unknown method " + method);
    }
  }

  /**
   * What the engine asks of a request: its path, `request`, `resource`, and Firestore
   * documents (fetched through firebase-tools by the `fetcher`).
   */
  static final class Context
      implements FirebaseStorageService.FirebaseStorageGetContext,
          FirebaseStorageService.FirebaseStorageListContext,
          FirebaseStorageService.FirebaseStorageCreateContext,
          FirebaseStorageService.FirebaseStorageUpdateContext,
          FirebaseStorageService.FirebaseStorageDeleteContext {
    interface Fetcher {
      /** The document at a path as `{__name__, id, data}`, or null when it does not exist. */
      ListenableFuture<ExpressionValue> fetch(String path);
    }

    private final ExpressionPathValue path;
    private final ExpressionMapValue request;
    private final ExpressionValue resource;
    private final Fetcher fetcher;

    Context(ExpressionPathValue path, ExpressionMapValue request, ExpressionValue resource, Fetcher fetcher) {
      this.path = path;
      this.request = request;
      this.resource = resource;
      this.fetcher = fetcher;
    }

    @Override
    public ExpressionPathValue path() {
      return path;
    }

    @Override
    public ExpressionMapValue request() {
      return request;
    }

    @Override
    public ListenableFuture<ExpressionValue> resource() {
      return Futures.immediateFuture(resource);
    }

    @Override
    public ExpressionValue debug(ExpressionValue value) {
      return value;
    }

    @Override
    public ListenableFuture<ExpressionValue> firestoreGet(ExpressionPathValue docPath, SourcePosition position) {
      String text = pathText(docPath);
      return Futures.transform(
          fetcher.fetch(text),
          doc -> {
            if (doc == null) throw new IllegalStateException("Null value error: no document at " + text);
            return doc;
          },
          MoreExecutors.directExecutor());
    }

    @Override
    public ListenableFuture<ExpressionValue> firestoreExists(ExpressionPathValue docPath, SourcePosition position) {
      return Futures.transform(
          fetcher.fetch(pathText(docPath)),
          doc -> ExpressionValue.newBuilder().setBoolValue(doc != null).build(),
          MoreExecutors.directExecutor());
    }
  }

  /** A path value as text: `/databases/(default)/documents/users/u1`. */
  static String pathText(ExpressionPathValue path) {
    StringBuilder out = new StringBuilder();
    for (ExpressionPathSegmentValue segment : path.getSegmentsList()) {
      if (segment.getKindCase() != ExpressionPathSegmentValue.KindCase.SIMPLE) {
        throw new IllegalArgumentException("path segment is not simple: " + segment);
      }
      out.append('/').append(segment.getSimple());
    }
    return out.toString();
  }

  /** A path value from a slash-separated text. */
  static ExpressionPathValue pathValue(String text) {
    ExpressionPathValue.Builder builder = ExpressionPathValue.newBuilder();
    for (String part : text.split("/")) {
      if (!part.isEmpty()) builder.addSegments(ExpressionPathSegmentValue.newBuilder().setSimple(part));
    }
    return builder.build();
  }

  static ExpressionValue expression(JsonElement json) throws Exception {
    ExpressionValue.Builder builder = ExpressionValue.newBuilder();
    if (json == null || json.isJsonNull()) return builder.setNullValueValue(0).build();
    PROTO_JSON.merge(GSON.toJson(withNulls(json)), builder);
    return builder.build();
  }

  /**
   * firebase-tools writes a null as `{"null_value": null}`, which protobuf JSON reads
   * as an unset field (a value of no kind). Spelled `"NULL_VALUE"` it is a null.
   */
  static JsonElement withNulls(JsonElement json) {
    if (json.isJsonArray()) {
      JsonArray out = new JsonArray();
      for (JsonElement e : json.getAsJsonArray()) out.add(withNulls(e));
      return out;
    }
    if (!json.isJsonObject()) return json;
    JsonObject out = new JsonObject();
    for (Map.Entry<String, JsonElement> e : json.getAsJsonObject().entrySet()) {
      boolean isNull = e.getKey().equals("null_value") || e.getKey().equals("nullValue");
      out.add(e.getKey(), isNull ? new com.google.gson.JsonPrimitive("NULL_VALUE") : withNulls(e.getValue()));
    }
    return out;
  }

  /**
   * A Firestore REST value (`{"stringValue": ..}`) as protobuf JSON of an ExpressionValue.
   */
  static JsonElement firestoreValue(JsonObject value) {
    JsonObject out = new JsonObject();
    if (value.has("nullValue")) out.add("null_value", JsonNull.INSTANCE);
    else if (value.has("booleanValue")) out.add("bool_value", value.get("booleanValue"));
    else if (value.has("integerValue")) out.add("int_value", value.get("integerValue"));
    else if (value.has("doubleValue")) out.add("float_value", value.get("doubleValue"));
    else if (value.has("stringValue")) out.add("string_value", value.get("stringValue"));
    else if (value.has("bytesValue")) out.add("bytes_value", value.get("bytesValue"));
    else if (value.has("timestampValue")) out.add("timestamp_value", value.get("timestampValue"));
    else if (value.has("referenceValue")) {
      String ref = value.get("referenceValue").getAsString();
      out.add("path_value", pathJson(ref.substring(ref.indexOf("/databases/"))));
    } else if (value.has("geoPointValue")) out.add("latlng_value", value.get("geoPointValue"));
    else if (value.has("arrayValue")) {
      JsonArray values = new JsonArray();
      JsonObject array = value.getAsJsonObject("arrayValue");
      if (array.has("values")) {
        for (JsonElement v : array.getAsJsonArray("values")) values.add(firestoreValue(v.getAsJsonObject()));
      }
      JsonObject list = new JsonObject();
      list.add("values", values);
      out.add("list_value", list);
    } else if (value.has("mapValue")) {
      out.add("map_value", firestoreFields(value.getAsJsonObject("mapValue").getAsJsonObject("fields")));
    } else out.add("null_value", JsonNull.INSTANCE);
    return out;
  }

  static JsonObject firestoreFields(JsonObject fields) {
    JsonObject map = new JsonObject();
    JsonObject converted = new JsonObject();
    if (fields != null) {
      for (Map.Entry<String, JsonElement> e : fields.entrySet()) {
        converted.add(e.getKey(), firestoreValue(e.getValue().getAsJsonObject()));
      }
    }
    map.add("fields", converted);
    return map;
  }

  static JsonObject pathJson(String text) {
    JsonArray segments = new JsonArray();
    for (String part : text.split("/")) {
      if (part.isEmpty()) continue;
      JsonObject segment = new JsonObject();
      segment.addProperty("simple", part);
      segments.add(segment);
    }
    JsonObject path = new JsonObject();
    path.add("segments", segments);
    return path;
  }

  /** A fetched Firestore document as the rules' resource: `{__name__, id, data}`. */
  static ExpressionValue documentValue(String path, JsonObject doc) throws Exception {
    JsonObject fields = new JsonObject();
    JsonObject name = new JsonObject();
    name.add("path_value", pathJson(path));
    fields.add("__name__", name);
    JsonObject id = new JsonObject();
    id.addProperty("string_value", path.substring(path.lastIndexOf('/') + 1));
    fields.add("id", id);
    JsonObject data = new JsonObject();
    data.add("map_value", firestoreFields(doc.has("fields") ? doc.getAsJsonObject("fields") : null));
    fields.add("data", data);
    JsonObject root = new JsonObject();
    JsonObject map = new JsonObject();
    map.add("fields", fields);
    root.add("map_value", map);
    return expression(root);
  }

  // ---- The protocol -------------------------------------------------------------------

  /** One verify request: its reply id, and its Firestore fetches (one at a time). */
  final class Request implements Context.Fetcher {
    final long id;
    final Map<String, ListenableFuture<ExpressionValue>> fetched = new HashMap<>();
    final Queue<Map.Entry<String, SettableFuture<ExpressionValue>>> queue = new ArrayDeque<>();
    Map.Entry<String, SettableFuture<ExpressionValue>> current;

    Request(long id) {
      this.id = id;
    }

    @Override
    public synchronized ListenableFuture<ExpressionValue> fetch(String path) {
      ListenableFuture<ExpressionValue> known = fetched.get(path);
      if (known != null) return known;
      SettableFuture<ExpressionValue> future = SettableFuture.create();
      fetched.put(path, future);
      queue.add(Map.entry(path, future));
      if (current == null) sendNext();
      return future;
    }

    /** Sends the next queued fetch (firebase-tools serves one per request at a time). */
    private void sendNext() {
      current = queue.poll();
      if (current == null) {
        waiting.remove(id);
        return;
      }
      waiting.put(id, this);
      JsonObject message = new JsonObject();
      message.addProperty("server_request_id", id);
      message.addProperty("status", "ok");
      message.addProperty("action", "fetch_firestore_document");
      JsonObject context = new JsonObject();
      context.addProperty("path", current.getKey());
      message.add("context", context);
      send(message);
    }

    synchronized void answered(JsonObject reply) {
      Map.Entry<String, SettableFuture<ExpressionValue>> done = current;
      if (done == null) return;
      try {
        String status = reply.has("status") ? reply.get("status").getAsString() : "";
        if (status.equals("ok") && reply.has("result") && reply.get("result").isJsonObject()) {
          done.getValue().set(documentValue(done.getKey(), reply.getAsJsonObject("result")));
        } else {
          done.getValue().set(null);
        }
      } catch (Exception e) {
        done.getValue().setException(e);
      }
      sendNext();
    }
  }

  void serve() throws Exception {
    // Fail loudly before saying ready: firebase-tools would wait for ever otherwise.
    try {
      selfTest();
    } catch (Throwable t) {
      System.err.println("storage rules runtime: the rules engine does not work: " + t);
      System.exit(1);
    }
    JsonObject ready = new JsonObject();
    ready.addProperty("id", -1);
    ready.addProperty("status", "ok");
    ready.add("errors", new JsonArray());
    ready.add("warnings", new JsonArray());
    send(ready);
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    String line;
    while ((line = in.readLine()) != null) {
      if (line.isBlank()) continue;
      if (DEBUG) System.err.println("in: " + line);
      JsonObject message;
      try {
        message = JsonParser.parseString(line).getAsJsonObject();
      } catch (RuntimeException e) {
        System.err.println("storage rules runtime: unreadable message: " + e.getMessage());
        continue;
      }
      long id = message.has("id") ? message.get("id").getAsLong() : -1;
      String action = message.has("action") ? message.get("action").getAsString() : null;
      if (action == null) {
        Request request = waiting.get(id);
        if (request != null) request.answered(message);
        continue;
      }
      JsonObject context = message.has("context") ? message.getAsJsonObject("context") : new JsonObject();
      if (action.equals("load_ruleset")) {
        loadRuleset(id, context);
      } else if (action.equals("verify")) {
        workers.execute(() -> verify(id, context));
      } else {
        reply(id, List.of("unknown action " + action), null);
      }
    }
    workers.shutdown();
    workers.awaitTermination(5, TimeUnit.SECONDS);
  }

  private void loadRuleset(long id, JsonObject context) {
    try {
      Source.Builder source = Source.newBuilder();
      PROTO_JSON.merge(GSON.toJson(context.get("source")), source);
      CompileResult result = compile(source.build());
      List<String> errors = new ArrayList<>();
      List<String> warnings = new ArrayList<>();
      for (Issue issue : result.getIssues()) {
        JsonObject position = new JsonObject();
        position.addProperty("fileName_", issue.getSourcePosition().getFileName());
        position.addProperty("line_", issue.getSourcePosition().getLine());
        position.addProperty("column_", issue.getSourcePosition().getColumn());
        JsonObject parsed = new JsonObject();
        parsed.addProperty("description_", issue.getDescription());
        parsed.add("sourcePosition_", position);
        (issue.getSeverity() == Issue.Severity.ERROR ? errors : warnings).add(GSON.toJson(parsed));
      }
      JsonObject out = new JsonObject();
      if (!result.hasCompilationError()) {
        RulesetAst ast = result.getRulesetAst();
        rulesets.put(context.get("rulesetName").getAsString(), ast);
        out.addProperty("rulesVersion", ast.getVersion() == RulesetAst.Version.VERSION_2 ? 2 : 1);
      } else if (errors.isEmpty()) {
        errors.add(issueJson("rules did not compile"));
      }
      JsonObject message = envelope(id, errors, warnings);
      message.add("result", out);
      send(message);
    } catch (Throwable t) {
      reply(id, List.of(issueJson("storage rules runtime: " + t)), null);
    }
  }

  private static String issueJson(String description) {
    JsonObject position = new JsonObject();
    position.addProperty("fileName_", "storage.rules");
    position.addProperty("line_", 0);
    JsonObject parsed = new JsonObject();
    parsed.addProperty("description_", description);
    parsed.add("sourcePosition_", position);
    return GSON.toJson(parsed);
  }

  private void verify(long id, JsonObject context) {
    Request request = new Request(id);
    try {
      RulesetAst ast = rulesets.get(context.get("rulesetName").getAsString());
      if (ast == null) throw new IllegalStateException("no ruleset " + context.get("rulesetName"));
      JsonObject variables = context.getAsJsonObject("variables");
      ExpressionValue requestValue = expression(variables.get("request"));
      String method = context.get("method").getAsString();
      String path = context.get("path").getAsString();
      // A list names a folder (`categories/abc`) and is allowed by the rules of the
      // objects directly inside it (`match /categories/{id}/{file}`), as in production:
      // it is matched with one segment more.
      if (method.equals("list")) path = path + "/" + LISTED;
      Context ctx =
          new Context(
              pathValue(path),
              requestValue.getMapValue(),
              expression(variables.get("resource")),
              request);
      ListenableFuture<EvaluationResult> result = new DefaultEvaluator(ast).evaluate(ruleContext(method, ctx));
      Futures.addCallback(
          result,
          new FutureCallback<EvaluationResult>() {
            @Override
            public void onSuccess(EvaluationResult r) {
              reply(id, List.of(), r.permit());
            }

            @Override
            public void onFailure(Throwable t) {
              // An evaluation error (a missing document, a wrong type) denies.
              if (DEBUG) System.err.println("evaluation error of request " + id + ": " + t);
              reply(id, List.of(), false);
            }
          },
          MoreExecutors.directExecutor());
    } catch (Throwable t) {
      reply(id, List.of(issueJson("storage rules runtime: " + t)), false);
    }
  }

  private static JsonObject envelope(long id, List<String> errors, List<String> warnings) {
    JsonObject message = new JsonObject();
    message.addProperty("id", id);
    // Always "ok": firebase-tools drops other replies and the request would hang.
    message.addProperty("status", "ok");
    JsonArray e = new JsonArray();
    errors.forEach(e::add);
    JsonArray w = new JsonArray();
    warnings.forEach(w::add);
    message.add("errors", e);
    message.add("warnings", w);
    return message;
  }

  private static void reply(long id, List<String> errors, Boolean permit) {
    JsonObject message = envelope(id, errors, List.of());
    JsonObject result = new JsonObject();
    if (permit != null) result.addProperty("permit", permit);
    message.add("result", result);
    send(message);
  }

  /** Writes one message, padded to MESSAGE_SIZE, in one write. */
  static synchronized void send(JsonObject message) {
    if (DEBUG) System.err.println("out: " + message);
    byte[] body = GSON.toJson(message).getBytes(StandardCharsets.UTF_8);
    int size = Math.max(MESSAGE_SIZE, body.length + 1);
    byte[] out = new byte[size];
    System.arraycopy(body, 0, out, 0, body.length);
    for (int i = body.length; i < size - 1; i++) out[i] = ' ';
    out[size - 1] = '\n';
    try {
      OUT.write(out);
      OUT.flush();
    } catch (Exception e) {
      System.exit(1);
    }
  }

  // ---- Self-test ----------------------------------------------------------------------

  /**
   * Compiles a small ruleset and evaluates an allowed and a denied create, and a rule
   * reading a Firestore document. Throws when the engine's classes or behaviour changed.
   */
  static void selfTest() throws Exception {
    String rules =
        "rules_version = '2';\n"
            + "service firebase.storage {\n"
            + "  match /b/{bucket}/o {\n"
            + "    match /t/{name} {\n"
            + "      allow create: if request.auth != null && request.resource.size < 100\n"
            + "        && request.resource.contentType.matches('image/.*');\n"
            + "      allow delete: if firestore.get(/databases/(default)/documents/users/$(request.auth.uid)).data.ok == true;\n"
            + "    }\n"
            + "  }\n"
            + "}\n";
    JsonObject file = new JsonObject();
    file.addProperty("name", "selftest.rules");
    file.addProperty("content", rules);
    JsonArray files = new JsonArray();
    files.add(file);
    JsonObject sourceJson = new JsonObject();
    sourceJson.add("files", files);
    Source.Builder source = Source.newBuilder();
    PROTO_JSON.merge(GSON.toJson(sourceJson), source);
    CompileResult compiled = compile(source.build());
    if (compiled.hasCompilationError()) throw new IllegalStateException("self-test rules: " + compiled.getIssues());
    RulesetAst ast = compiled.getRulesetAst();
    Context.Fetcher fetcher =
        path -> {
          JsonObject doc = new JsonObject();
          JsonObject fields = new JsonObject();
          JsonObject ok = new JsonObject();
          ok.addProperty("booleanValue", path.endsWith("/users/u1"));
          fields.add("ok", ok);
          doc.add("fields", fields);
          try {
            return Futures.immediateFuture(documentValue(path, doc));
          } catch (Exception e) {
            return Futures.immediateFailedFuture(e);
          }
        };
    check(ast, "create", fetcher, "image/png", 10, "u1", true);
    check(ast, "create", fetcher, "text/plain", 10, "u1", false);
    check(ast, "create", fetcher, "image/png", 1000, "u1", false);
    check(ast, "create", fetcher, "image/png", 10, null, false);
    check(ast, "delete", fetcher, "image/png", 10, "u1", true);
    check(ast, "delete", fetcher, "image/png", 10, "u2", false);
  }

  private static void check(
      RulesetAst ast, String method, Context.Fetcher fetcher, String type, int size, String uid, boolean expected)
      throws Exception {
    JsonObject requestJson = new JsonObject();
    JsonObject fields = new JsonObject();
    JsonObject resource = new JsonObject();
    JsonObject resourceFields = new JsonObject();
    resourceFields.add("size", JsonParser.parseString("{\"int_value\":" + size + "}"));
    resourceFields.add("contentType", JsonParser.parseString("{\"string_value\":\"" + type + "\"}"));
    resourceFields.add("name", JsonParser.parseString("{\"string_value\":\"t/a\"}"));
    JsonObject resourceMap = new JsonObject();
    resourceMap.add("fields", resourceFields);
    resource.add("map_value", resourceMap);
    fields.add("resource", resource);
    fields.add(
        "auth",
        uid == null
            ? JsonParser.parseString("{\"null_value\":null}")
            : JsonParser.parseString("{\"map_value\":{\"fields\":{\"uid\":{\"string_value\":\"" + uid + "\"}}}}"));
    fields.add("path", JsonParser.parseString("{\"path_value\":" + GSON.toJson(pathJson("/b/x/o/t/a")) + "}"));
    JsonObject map = new JsonObject();
    map.add("fields", fields);
    requestJson.add("map_value", map);
    Context ctx =
        new Context(
            pathValue("/b/x/o/t/a"),
            expression(requestJson).getMapValue(),
            method.equals("create") ? expression(null) : expression(resource),
            fetcher);
    boolean permit;
    try {
      permit = new DefaultEvaluator(ast).evaluate(ruleContext(method, ctx)).get(10, TimeUnit.SECONDS).permit();
    } catch (java.util.concurrent.ExecutionException e) {
      permit = false;
    }
    if (permit != expected) {
      throw new IllegalStateException(
          "self-test: " + method + " " + type + " " + size + " " + uid + " gave " + permit + ", expected " + expected);
    }
  }
}
