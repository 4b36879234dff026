/*
 * The sizes of a Firestore rules source as the Firestore emulator's rules engine compiles
 * it (docs/rules-limits.md): run by `npm run rules:budget` (scripts/rules-budget.mjs) as
 *   java -cp <the Debian Firestore emulator jar> RulesetSize.java <rules file>...
 * (Java's source launcher: nothing is built or cached). For each file it prints one line
 * of JSON:
 *   {"file": ..., "errors": N, "sourceBytes": N, "astBytes": N, "astWithoutPositionsBytes": N}
 * - sourceBytes: the serialized `Source` proto of the one file, what the server's
 *   RulesetValidator.checkSourceSize adds up against the source limit (256 KB);
 * - astBytes: the serialized `RulesetAst` the emulator compiles the rules into and
 *   evaluates (EmulatorRulesCompiler: FirebaseRulesProtoCompiler with the ternary
 *   operator allowed), every node with its source position;
 * - astWithoutPositionsBytes: the same tree without the source positions: the code alone.
 * Neither AST figure is the production "compiled" size: the server checks the serialized
 * `ReleaseImage.Executable`s of a release against its limit (ReleaseValidator), and
 * neither that class nor the step building it is in the emulator's jar.
 */
import com.google.firebase.rules.lang.CompileResult;
import com.google.firebase.rules.lang.FirebaseRulesProtoCompiler;
import com.google.firebase.rules.lang.common.FirebaseRulesLangOptions;
import com.google.firebase.rules.v1.File;
import com.google.firebase.rules.v1.Issue;
import com.google.firebase.rules.v1.Source;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import java.nio.file.Files;
import java.nio.file.Path;

public class RulesetSize {
  public static void main(String[] args) throws Exception {
    // The options the emulator compiles Firestore rules with (EmulatorRulesCompiler).
    FirebaseRulesLangOptions options = FirebaseRulesLangOptions.builder().allowTernaryOperator(true).build();
    for (String file : args) {
      String content = Files.readString(Path.of(file));
      Source source =
          Source.newBuilder().addFiles(File.newBuilder().setName("firestore.rules").setContent(content)).build();
      CompileResult result = FirebaseRulesProtoCompiler.createStandalone(options).compile(source);
      long errors = result.getIssues().stream().filter(i -> i.getSeverity() == Issue.Severity.ERROR).count();
      Message ast = result.getRulesetAst();
      System.out.printf(
          "{\"file\": \"%s\", \"errors\": %d, \"sourceBytes\": %d, \"astBytes\": %d, \"astWithoutPositionsBytes\": %d}%n",
          file.replace("\\", "\\\\").replace("\"", "\\\""),
          errors,
          source.getSerializedSize(),
          ast.getSerializedSize(),
          withoutPositions(ast.toBuilder()).build().getSerializedSize());
    }
  }

  /** The message without any SourcePosition field, at every depth. */
  static Message.Builder withoutPositions(Message.Builder builder) {
    for (FieldDescriptor field : builder.getDescriptorForType().getFields()) {
      if (field.getJavaType() != FieldDescriptor.JavaType.MESSAGE) continue;
      if (field.getMessageType().getName().equals("SourcePosition")) {
        builder.clearField(field);
      } else if (field.isRepeated()) {
        for (int i = 0; i < builder.getRepeatedFieldCount(field); i++) {
          Message item = (Message) builder.getRepeatedField(field, i);
          builder.setRepeatedField(field, i, withoutPositions(item.toBuilder()).build());
        }
      } else if (builder.hasField(field)) {
        builder.setField(field, withoutPositions(((Message) builder.getField(field)).toBuilder()).build());
      }
    }
    return builder;
  }
}
